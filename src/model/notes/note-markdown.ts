/**
 * A note's Markdown, read as text-only formatting: paragraphs, bullet and numbered lists,
 * code blocks, and inline bold, italics and code. Nothing else is interpreted — raw HTML
 * stays the characters it is, a link `[text](url)` stays text (no link is ever made from a
 * note, so none can run script), headings and quotes stay their characters. The result
 * is plain data that the app renders as React text.
 *
 * One pass over the lines, then one regex pass per line: O(length). Inline markers do not
 * nest (`**bold *and em***` is bold text with asterisks in it).
 */

export type NoteInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "code"; text: string };

export type NoteBlock =
  | { kind: "paragraph"; lines: NoteInline[][] }
  | { kind: "list"; ordered: boolean; items: NoteInline[][] }
  | { kind: "code"; text: string };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const FENCE = /^\s*```/;
const INLINE =
  /`([^`\n]+)`|\*\*([^*\n]+)\*\*|__([^_\n]+)__|\*([^*\n]+)\*|\b_([^_\n]+)_\b/g;

export function parseNoteMarkdown(source: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let code: string[] | null = null;
  for (const line of lines) {
    if (code) {
      if (FENCE.test(line)) {
        blocks.push({ kind: "code", text: code.join("\n") });
        code = null;
      } else code.push(line);
      continue;
    }
    if (FENCE.test(line)) {
      code = [];
      continue;
    }
    const last = blocks.at(-1);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      if (last?.kind === "list" && last.ordered === ordered)
        last.items.push(parseInline(item[1]!));
      else
        blocks.push({ kind: "list", ordered, items: [parseInline(item[1]!)] });
    } else if (line.trim() === "") {
      blocks.push({ kind: "paragraph", lines: [] });
    } else if (last?.kind === "paragraph" && last.lines.length > 0) {
      last.lines.push(parseInline(line));
    } else {
      blocks.push({ kind: "paragraph", lines: [parseInline(line)] });
    }
  }
  // An unclosed fence keeps what followed it as code.
  if (code) blocks.push({ kind: "code", text: code.join("\n") });
  return blocks.filter(
    (block) => block.kind !== "paragraph" || block.lines.length > 0,
  );
}

export function parseInline(line: string): NoteInline[] {
  const parts: NoteInline[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at)
      parts.push({ kind: "text", text: line.slice(at, match.index) });
    const [, code, strong, strongUnderscore, em, emUnderscore] = match;
    if (code !== undefined) parts.push({ kind: "code", text: code });
    else if (strong !== undefined || strongUnderscore !== undefined)
      parts.push({ kind: "strong", text: (strong ?? strongUnderscore)! });
    else parts.push({ kind: "em", text: (em ?? emUnderscore)! });
    at = match.index + match[0].length;
  }
  if (at < line.length) parts.push({ kind: "text", text: line.slice(at) });
  return parts;
}
