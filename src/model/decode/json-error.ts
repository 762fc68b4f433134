/**
 * Where a `JSON.parse` failed, in words a person can act on: the engine's message, then the
 * line and column (and a hint when the text simply ends too early — a file cut short).
 */
export function describeJsonError(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  const offset = position
    ? Number(position[1])
    : /end of JSON input/i.test(error.message)
      ? text.length
      : null;
  if (offset === null) return error.message;
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  const cutShort =
    offset >= text.length
      ? " — the file ends mid-document; was it cut short?"
      : "";
  return `${error.message.replace(/ in JSON at position \d+.*$/, "")} at line ${line}, column ${column} (position ${offset})${cutShort}`;
}
