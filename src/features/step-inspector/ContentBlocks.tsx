import { useState } from "react";
import type { ContentBlock } from "../../model/conversation";
import { formatCount } from "../../model/format/number";
import { prettyJson } from "../../model/format/stable-json";
import { base64Bytes, imageSource } from "./content-view";
import { DataText } from "../../ui/DataText";

const TEXT_PREVIEW_CHARS = 20_000;

/** MCP content blocks: text as text, images as images, resources by their URI and text. */
export function ContentBlocks({
  blocks,
  empty,
}: {
  blocks: readonly ContentBlock[];
  empty: string;
}) {
  if (blocks.length === 0) return <p className="text-slate-500">{empty}</p>;
  return (
    <ol className="space-y-2" aria-label="Content blocks">
      {blocks.map((block, index) => (
        <li key={index} className="rounded border border-slate-200">
          <div className="border-b border-slate-100 bg-slate-50 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
            {block.type.replace("_", " ")}
          </div>
          <div className="p-2">
            <BlockBody block={block} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function BlockBody({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "text":
      return <LongText text={block.text} />;
    case "image": {
      const src = imageSource(block);
      const label = `${block.mimeType ?? "unknown type"}, ${formatCount(base64Bytes(block.data))} bytes`;
      return src ? (
        <figure>
          <img
            src={src}
            alt={`Image content (${label})`}
            className="max-h-80 max-w-full rounded border border-slate-200 bg-white object-contain"
          />
          <figcaption className="mt-1 text-xs text-slate-500">
            {label}
          </figcaption>
        </figure>
      ) : (
        <p className="text-slate-600">Image not shown ({label}).</p>
      );
    }
    case "audio":
      return (
        <p className="text-slate-600">
          Audio ({block.mimeType ?? "unknown type"},{" "}
          {formatCount(base64Bytes(block.data))} bytes), not played here.
        </p>
      );
    case "resource_link":
      return (
        <p className="break-all">
          <span className="font-mono text-xs">{block.uri}</span>
          {block.name && (
            <span className="ml-2 text-slate-600">{block.name}</span>
          )}
          {block.mimeType && (
            <span className="ml-2 text-xs text-slate-500">
              {block.mimeType}
            </span>
          )}
          {block.description && (
            <span className="block text-slate-600">{block.description}</span>
          )}
        </p>
      );
    case "resource":
      return (
        <div>
          <p className="mb-1 break-all font-mono text-xs text-slate-600">
            {block.uri ?? "(no uri)"} {block.mimeType && `· ${block.mimeType}`}
          </p>
          {block.text !== null ? (
            <LongText text={block.text} />
          ) : (
            <p className="text-slate-600">
              Binary resource ({formatCount(block.blobChars ?? 0)} base64
              characters).
            </p>
          )}
        </div>
      );
    default:
      return (
        <pre className="whitespace-pre-wrap break-words font-mono text-xs">
          {prettyJson(block.raw)}
        </pre>
      );
  }
}

function LongText({ text }: { text: string }) {
  const [isFull, setIsFull] = useState(false);
  const isCut = !isFull && text.length > TEXT_PREVIEW_CHARS;
  return (
    <>
      <DataText
        block
        text={isCut ? text.slice(0, TEXT_PREVIEW_CHARS) : text}
        className="whitespace-pre-wrap break-words"
      />
      {isCut && (
        <button
          type="button"
          className="mt-1 text-xs font-semibold text-accent underline"
          onClick={() => setIsFull(true)}
        >
          Show all {formatCount(text.length)} characters
        </button>
      )}
    </>
  );
}
