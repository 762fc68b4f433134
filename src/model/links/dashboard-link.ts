/**
 * Any URL whose query carries `id=<execution record id>` opens that run: a Fruxon
 * dashboard URL with its host swapped for the viewer's, a link Tracelens itself builds
 * (`/?id=…&agent=…`), or a pasted one. This module reads such a location — pure, no
 * router — and turns pasted text into a viewer address.
 *
 * - The agent comes from an `/agents/<agent>/` path segment, else an `agent=` param; it is
 *   only a hint (the proxy checks it, then asks every agent).
 * - Under `group=session` the id is the root run's record id (docs/reference/investigation-workflow.md §1).
 * - The time the link implies (a time param, else the id's own timestamp) narrows the runs
 *   list when the id cannot be found.
 */
import { parseTimeParam } from "../format/time";
import { timeFromRecordId } from "./record-id-time";
import { isIdPrefixCandidate, MIN_ID_PREFIX } from "./run-id-prefix";

export interface DashboardLink {
  id: string;
  agentHint: string | null;
  isSessionGroup: boolean;
  impliedTime: { ms: number; from: "url" | "id" } | null;
}

/** A record or agent id: what the proxy accepts as a path segment. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.\-~]{0,255}$/;
/** Query names a dashboard might use for the time it shows. */
const TIME_PARAMS = [
  "at",
  "time",
  "t",
  "timestamp",
  "date",
  "from",
  "since",
  "start",
  "startTime",
  "until",
  "to",
  "end",
  "endTime",
];

export function isRecordId(value: string): boolean {
  return ID.test(value);
}

export function readDashboardLink(
  pathname: string,
  search: Readonly<Record<string, unknown>>,
): DashboardLink | null {
  const id = stringParam(search, "id");
  if (!id || !isRecordId(id)) return null;
  const fromPath = agentFromPath(pathname);
  const fromQuery = stringParam(search, "agent");
  const agentHint =
    fromPath ?? (fromQuery && isRecordId(fromQuery) ? fromQuery : null);
  let impliedTime: DashboardLink["impliedTime"] = null;
  for (const name of TIME_PARAMS) {
    const ms = parseLinkTime(stringParam(search, name));
    if (ms !== null) {
      impliedTime = { ms, from: "url" };
      break;
    }
  }
  if (!impliedTime) {
    const ms = timeFromRecordId(id);
    if (ms !== null) impliedTime = { ms, from: "id" };
  }
  return {
    id,
    agentHint,
    isSessionGroup: stringParam(search, "group") === "session",
    impliedTime,
  };
}

/** `/t/acme/agents/email_policies_parser/executions` → `email_policies_parser`. */
export function agentFromPath(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const at = segments.indexOf("agents");
  const raw = at >= 0 ? segments[at + 1] : undefined;
  if (!raw) return null;
  let agent: string;
  try {
    agent = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isRecordId(agent) ? agent : null;
}

export type PastedTarget =
  { href: string } | { prefix: string; href: string } | { error: string };

/**
 * What the paste box opens: a full dashboard or viewer URL (its path and query, on this
 * viewer), a path, or a bare record id (`/?id=…`). A bare id that is not a whole UUID or
 * ObjectId may be a short id the app showed: `prefix` asks for the runs it starts
 * (`run-id-prefix.ts`), `href` is the lookup as a whole id.
 */
export function pastedTarget(text: string): PastedTarget {
  const trimmed = text.trim();
  if (trimmed === "")
    return { error: "Paste a dashboard link or an execution record id." };
  if (!/[/?]/.test(trimmed)) {
    if (!isRecordId(trimmed))
      return {
        error: `"${trimmed.slice(0, 60)}" is neither a link nor a record id.`,
      };
    const href = `/?id=${encodeURIComponent(trimmed)}`;
    if (!isIdPrefixCandidate(trimmed)) return { href };
    if (trimmed.length < MIN_ID_PREFIX)
      return {
        error: `"${trimmed}" is too short: type at least ${MIN_ID_PREFIX} characters of a run id.`,
      };
    return { prefix: trimmed, href };
  }
  const url = toUrl(trimmed);
  if (!url) return { error: "That link could not be read." };
  // Hash-routed dashboards keep their path and query after `#`.
  const hashRoute = url.hash.startsWith("#/")
    ? toUrl(`https://x${url.hash.slice(1)}`)
    : null;
  const target =
    hashRoute && hashRoute.searchParams.has("id") ? hashRoute : url;
  const search = Object.fromEntries(target.searchParams);
  if (readDashboardLink(target.pathname, search))
    return { href: target.pathname + target.search };
  if (/^\/agents\/[^/]+\/runs\/[^/]+/.test(target.pathname))
    return { href: target.pathname + target.search };
  return {
    error:
      "That link has no id= parameter: copy the link of one execution (its URL carries id=…), or paste the record id itself.",
  };
}

/** Epoch seconds or ms, or an ISO date/time; anything else (`t=5`) is not a time. */
function parseLinkTime(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\d{10}$/.test(value)) return Number(value) * 1000;
  if (!/^\d{13}$/.test(value) && !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const ms = parseTimeParam(value);
  return ms !== null && ms > Date.UTC(2010, 0, 1) && ms < Date.UTC(2100, 0, 1)
    ? ms
    : null;
}

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : text.startsWith("/") || text.startsWith("?")
      ? `https://viewer.invalid${text.startsWith("?") ? "/" : ""}${text}`
      : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function stringParam(
  search: Readonly<Record<string, unknown>>,
  name: string,
): string | undefined {
  const value = search[name];
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  return undefined;
}
