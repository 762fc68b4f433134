/** Raised when a payload is not the shape its endpoint documents; the message says what and where. */
export class WireFormatError extends Error {
  constructor(
    message: string,
    readonly where: string,
  ) {
    super(`${where}: ${message}`);
    this.name = "WireFormatError";
  }
}

/** A short, readable list of zod issues. */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  return issues
    .slice(0, 4)
    .map(
      (issue) =>
        `${issue.path.map(String).join(".") || "(root)"} ${issue.message}`,
    )
    .join("; ");
}
