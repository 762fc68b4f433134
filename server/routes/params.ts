/**
 * Validation of what the browser sends. Ids become upstream path segments, so they are
 * checked before use with the one id rule (`server/sources/ids.ts`): no slashes, no dot
 * segments, no `:` (which would name another API method), no control characters.
 */
import { z } from "zod";
import type { Context } from "hono";
import { SourceError } from "../sources/source-error";
import type { RunListQuery } from "../sources/run-source";
import { parseTimeParam } from "../../src/model/format/time";
import { isValidId } from "../../src/model/ids";
import { MIN_ID_PREFIX } from "../../src/model/links/run-id-prefix";
import { RUN_ORIGINS } from "../../src/model/run";
import { validId } from "../sources/ids";

export function idParam(
  c: Context,
  name: string,
  label = name === "agentId" ? "agent" : "run",
): string {
  return validId(c.req.param(name), label);
}

/** An id passed as a query param (a hint): ignored, not an error, when it is not a valid id. */
export function optionalIdQuery(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  return isValidId(value) ? value : undefined;
}

/** `prefix=`: the start of a run id, at least `MIN_ID_PREFIX` characters of what an id may hold. */
export function idPrefixQuery(c: Context): string {
  const prefix = (c.req.query("prefix") ?? "").trim();
  if (prefix.length < MIN_ID_PREFIX)
    throw new SourceError(
      "bad_request",
      `Type at least ${MIN_ID_PREFIX} characters of a run id.`,
    );
  return validId(prefix, "run");
}

const MAX_PAGE_SIZE = 200;

const listQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(50),
  skip: z.coerce.number().int().min(0).optional().catch(undefined),
  cursor: z.string().max(512).optional().catch(undefined),
  since: z.string().optional(),
  until: z.string().optional(),
  status: z.string().max(500).optional(),
  revision: z.string().max(500).optional(),
  participant: z.string().max(256).optional(),
  session: z.string().max(256).optional(),
  origin: z.string().max(64).optional(),
  tool: z.string().max(256).optional(),
  toolErrors: z.string().optional(),
});

/** `/api/agents/:agentId/runs` query → `RunListQuery`; unknown params are ignored. */
export function runListQuery(c: Context): RunListQuery {
  const raw = listQuerySchema.parse(c.req.query());
  const since = parseTimeParam(raw.since);
  const until = parseTimeParam(raw.until);
  if (raw.since && since === null)
    throw new SourceError(
      "bad_request",
      `since="${raw.since}" is not a date, a time or epoch milliseconds.`,
    );
  if (raw.until && until === null)
    throw new SourceError(
      "bad_request",
      `until="${raw.until}" is not a date, a time or epoch milliseconds.`,
    );
  const origin = raw.origin?.trim().toUpperCase();
  if (origin && !isRunOrigin(origin))
    throw new SourceError(
      "bad_request",
      `origin="${raw.origin}" is not a run origin: ${RUN_ORIGINS.join(" or ")}.`,
    );
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const query: RunListQuery = {
    pageSize: raw.pageSize,
    statuses: list(raw.status).map((status) => status.toUpperCase()),
    revisions: list(raw.revision).map(Number).filter(Number.isInteger),
    withToolErrors: raw.toolErrors === "1" || raw.toolErrors === "true",
  };
  if (raw.skip) query.skip = raw.skip;
  if (raw.cursor) query.cursor = raw.cursor;
  if (since !== null) query.startTime = since;
  if (until !== null) query.endTime = until;
  if (raw.participant) query.participantId = raw.participant;
  if (raw.session) query.sessionId = raw.session;
  if (origin) query.origin = origin;
  if (raw.tool) query.tool = raw.tool;
  return query;
}

function isRunOrigin(value: string): boolean {
  return (RUN_ORIGINS as readonly string[]).includes(value);
}
