import { AnsweredBlindNote } from "../../features/conversation/AnsweredBlindNote";
import { ConversationPanel } from "../../features/conversation/ConversationPanel";
import { FindingsPanel } from "../../features/findings/FindingsPanel";
import { NotesPanel } from "../../features/notes/NotesPanel";
import { RunIoPanel } from "../../features/run-io/RunIoPanel";
import type { RunPanelProps } from "../../ui/run-panel-props";
import { SpawnTreePanel } from "../../features/spawn-tree/SpawnTreePanel";
import { StatePanel } from "../../features/run-state/StatePanel";
import { PanelRow } from "../../ui/PanelRow";

/** The run page's panels, in their own chunk: `RunPanelsWhenIdle` loads it lazily. */
export default function RunPanels(props: RunPanelProps) {
  return (
    <>
      <AnsweredBlindNote {...props} />
      <PanelRow>
        <FindingsPanel {...props} />
        {/* Second, where it is wide, when the run has state to show; else nothing. */}
        <StatePanel {...props} />
        <ConversationPanel {...props} />
        <SpawnTreePanel {...props} />
        <RunIoPanel {...props} />
        <NotesPanel {...props} />
      </PanelRow>
    </>
  );
}
