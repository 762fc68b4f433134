import { AnsweredBlindNote } from "../features/conversation/AnsweredBlindNote";
import { ConversationPanel } from "../features/conversation/ConversationPanel";
import { FindingsPanel } from "../features/findings/FindingsPanel";
import { NotesPanel } from "../features/notes/NotesPanel";
import { RunIoPanel } from "../features/run-io/RunIoPanel";
import type { RunPanelsSlotProps } from "../ui/run-panels-slot";
import { SpawnTreePanel } from "../features/spawn-tree/SpawnTreePanel";
import { StatePanel } from "../features/run-state/StatePanel";
import { PanelRow } from "../ui/PanelRow";

/** The run view's panels (its `Panels` slot), in their own chunk: the route loads it lazily. */
export default function RunPanels(props: RunPanelsSlotProps) {
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
