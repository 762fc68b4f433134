import { Fragment, useMemo } from "react";
import {
  parseNoteMarkdown,
  type NoteInline,
} from "../../model/notes/note-markdown";

/** A note's Markdown as text-only formatting: React text and a few tags, never HTML. */
export function NoteText({ text }: { text: string }) {
  const blocks = useMemo(() => parseNoteMarkdown(text), [text]);
  return (
    <div className="space-y-1 break-words">
      {blocks.map((block, index) =>
        block.kind === "code" ? (
          <pre
            key={index}
            className="overflow-x-auto rounded bg-slate-100 p-1.5 font-mono text-[11px]"
          >
            {block.text}
          </pre>
        ) : block.kind === "list" ? (
          <List key={index} ordered={block.ordered}>
            {block.items.map((item, i) => (
              <li key={i}>
                <Inline parts={item} />
              </li>
            ))}
          </List>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                <Inline parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function List({
  ordered,
  children,
}: {
  ordered: boolean;
  children: React.ReactNode;
}) {
  return ordered ? (
    <ol className="list-decimal pl-5">{children}</ol>
  ) : (
    <ul className="list-disc pl-5">{children}</ul>
  );
}

function Inline({ parts }: { parts: NoteInline[] }) {
  return parts.map((part, index) =>
    part.kind === "strong" ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === "em" ? (
      <em key={index}>{part.text}</em>
    ) : part.kind === "code" ? (
      <code
        key={index}
        className="rounded bg-slate-100 px-0.5 font-mono text-[11px]"
      >
        {part.text}
      </code>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
