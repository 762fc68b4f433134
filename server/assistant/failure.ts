/**
 * What went wrong with a command or a tool call, as a script and an assistant need it: a
 * kind, the exit code the command line ends with, and the proxy's own message (written for
 * a support engineer: what failed and what to check). The kinds follow the proxy's error
 * codes (`sources/source-error.ts`), so "token rejected" here is exactly the page's.
 *
 * | kind           | exit | from                                                      |
 * | -------------- | ---- | --------------------------------------------------------- |
 * | bad-link       | 2    | a link or id that names nothing, a bad argument            |
 * | not-found      | 3    | no such run, step, session or conversation                 |
 * | upstream-down  | 4    | the API unreachable, timed out, failing, rate limiting     |
 * | token-rejected | 5    | 401 / 403: the token is wrong, expired or lacks the tenant |
 * | failed         | 1    | anything else (a file that does not read, a bug)           |
 */
import { LocalApiError } from "./local-api";
import { BadLinkError } from "./run-target";

export type FailureKind =
  "bad-link" | "not-found" | "upstream-down" | "token-rejected" | "failed";

export const EXIT_CODES: Readonly<Record<FailureKind, number>> = {
  failed: 1,
  "bad-link": 2,
  "not-found": 3,
  "upstream-down": 4,
  "token-rejected": 5,
};

const UPSTREAM_CODES = new Set([
  "rate_limited",
  "upstream_error",
  "timeout",
  "truncated_body",
  "not_json",
  "unreachable",
  "too_large",
]);

export interface Failure {
  kind: FailureKind;
  exitCode: number;
  message: string;
}

export function failureOf(error: unknown): Failure {
  const kind = kindOf(error);
  const message =
    error instanceof Error ? error.message : `Unexpected: ${String(error)}`;
  return { kind, exitCode: EXIT_CODES[kind], message };
}

function kindOf(error: unknown): FailureKind {
  if (error instanceof BadLinkError) return "bad-link";
  if (!(error instanceof LocalApiError)) return "failed";
  if (error.code === "unauthorized" || error.code === "forbidden")
    return "token-rejected";
  if (error.code === "not_found") return "not-found";
  if (error.code === "bad_request") return "bad-link";
  return UPSTREAM_CODES.has(error.code) ? "upstream-down" : "failed";
}
