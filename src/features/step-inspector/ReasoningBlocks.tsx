import { DataText } from "../../ui/DataText";
/**
 * An LLM step's reasoning blocks, numbered `think k/N`: one LLM step spans every model
 * turn, and which pass a claim first appears in is most of the diagnosis.
 */
export function ReasoningBlocks({ blocks }: { blocks: string[] }) {
  return (
    <ol className="space-y-2" aria-label="Reasoning blocks">
      {blocks.map((block, index) => (
        <li key={index} className="rounded border border-slate-200 p-2">
          <div className="mb-1 text-[11px] font-semibold text-slate-500">
            think {index + 1}/{blocks.length}
          </div>
          <DataText
            block
            text={block}
            className="whitespace-pre-wrap break-words"
          />
        </li>
      ))}
    </ol>
  );
}
