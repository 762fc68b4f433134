/**
 * Untrusted text (names, errors, statuses from a trace, ids) put into Markdown that a
 * ticket system will render: it must stay the text it is, never become a heading, a
 * list, a link, an image, emphasis or raw HTML. CommonMark lets any ASCII punctuation be
 * backslash-escaped, so every character that can start or close a construct is escaped,
 * and line-start markers (`#`, `-`, `+`, `1.`) too. Line breaks become spaces: each value
 * sits on one line of the summary.
 */

const INLINE_SPECIALS = /[\\`*_{}[\]()<>|~&!]/g;

/** `text` as literal Markdown text on one line. */
export function markdownText(text: string): string {
  return oneLine(text)
    .replace(INLINE_SPECIALS, "\\$&")
    .replace(/^(\s*)([#+=-])/, "$1\\$2")
    .replace(/^(\s*\d+)([.)])/, "$1\\$2");
}

/** `text` as an inline code span: a fence longer than any run of backticks inside. */
export function markdownCode(text: string): string {
  const value = oneLine(text);
  const longest = Math.max(
    0,
    ...[...value.matchAll(/`+/g)].map((run) => run[0].length),
  );
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}

/**
 * A link whose destination is an address the app built; `<…>` keeps parentheses in it
 * from ending the link, and characters that could break out are percent-encoded.
 */
export function markdownLink(label: string, url: string): string {
  const safeUrl = url.replace(/[<>\s()]/g, (char) =>
    encodeURIComponent(char).replace(
      /[()]/g,
      (paren) => `%${paren.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  );
  return `[${label}](<${safeUrl}>)`;
}

/**
 * A note's own Markdown (its formatting kept), made safe to paste: no raw HTML, no links
 * or images, one blockquote line per line of the note.
 */
export function markdownQuote(text: string, indent = ""): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      `${indent}> ${line.replace(/[<>[\]&\\]/g, "\\$&")}`.trimEnd(),
    )
    .join("\n");
}

function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ");
}
