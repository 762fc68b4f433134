/**
 * Why the token check failed, as one of the few cases a person acts on differently: the
 * host cannot be reached (DNS, refused, TLS: check --fruxon-url and the network), the token
 * is rejected (401: check the token), the token has no access to this tenant (403/404:
 * check --tenant, or the token's workspace and scopes), or the API did not answer in time.
 * Anything else (a 5xx, a body that is not JSON, a redirect) is `failed`, with its message.
 *
 * The same classification serves the start-up check (what `npm start` prints) and
 * `/api/source` (what the page's source badge says), so the two always agree.
 */
import { SourceError } from "./source-error";

export type HealthProblemKind =
  "unreachable" | "token_rejected" | "no_tenant_access" | "timeout" | "failed";

export interface HealthProblem {
  kind: HealthProblemKind;
  /** A few words for a badge or a log prefix: "token rejected (401)". */
  summary: string;
  /** The whole explanation, already redacted by the source. */
  message: string;
}

export function healthProblemOf(error: unknown): HealthProblem {
  if (!(error instanceof SourceError))
    return {
      kind: "failed",
      summary: "check failed",
      message: "The token check failed.",
    };
  const { message } = error;
  switch (error.code) {
    case "unreachable":
      return { kind: "unreachable", summary: "host unreachable", message };
    case "unauthorized":
      return {
        kind: "token_rejected",
        summary: "token rejected (401)",
        message,
      };
    case "forbidden":
    case "not_found":
      return {
        kind: "no_tenant_access",
        summary: `token without access to this tenant (${error.status})`,
        message,
      };
    case "timeout":
      return { kind: "timeout", summary: "timeout", message };
    default:
      return {
        kind: "failed",
        summary: `API error (${error.extra.upstream?.status ?? error.status})`,
        message,
      };
  }
}
