/**
 * fast-agent sessions: fetch → check → normalise, once, at the edge. The list and detail
 * are the proxy's own index (checked for shape); histories are files as written by
 * fast-agent, normalised here into messages and the step tree; log lines likewise.
 */
import { z } from "zod";
import { normalizeFastAgentHistory } from "../model/normalize/fast-agent-history";
import {
  normalizeLogLine,
  type LogLine,
} from "../model/normalize/fast-agent-log";
import type {
  NormalizedHistory,
  SessionDetail,
  SessionList,
  SessionLog,
} from "../model/session";
import { apiPath, ApiError, fetchJson } from "./client";

const summaryShape = z.looseObject({
  id: z.string(),
  kind: z.enum(["session", "child", "file"]),
  histories: z.array(z.looseObject({ key: z.string(), kind: z.string() })),
});
const listSchema = z.looseObject({
  label: z.string(),
  sessions: z.array(summaryShape),
  problems: z.array(z.object({ file: z.string(), message: z.string() })),
  // A proxy from before the field lists none.
  skipped: z
    .array(z.object({ file: z.string(), message: z.string() }))
    .default([]),
});
const detailSchema = z.looseObject({
  summary: summaryShape,
  agents: z.array(z.looseObject({ name: z.string() })),
  traces: z.array(summaryShape),
  childSessions: z.array(summaryShape),
});
const logSchema = z.looseObject({
  files: z.array(z.string()),
  lines: z.array(z.unknown()),
  matched: z.number(),
  truncated: z.boolean(),
});

/** A history as the app uses it: normalised, with where it came from. */
export interface LoadedHistory extends NormalizedHistory {
  sessionId: string;
  key: string;
}

export interface LoadedLog extends Omit<SessionLog, "lines"> {
  lines: LogLine[];
}

export async function fetchSessionList(
  signal?: AbortSignal,
): Promise<SessionList> {
  return checked(
    listSchema,
    await fetchJson(apiPath("sessions"), signal),
    "session list",
  ) as SessionList;
}

export async function fetchSessionDetail(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SessionDetail> {
  return checked(
    detailSchema,
    await fetchJson(apiPath("sessions", sessionId), signal),
    "session",
  ) as SessionDetail;
}

/** Throws an `ApiError` whose message names the file's problem when it is not a history. */
export async function fetchHistory(
  sessionId: string,
  key: string,
  signal?: AbortSignal,
): Promise<LoadedHistory> {
  const json = await fetchJson(
    apiPath("sessions", sessionId, "histories", key),
    signal,
  );
  try {
    return {
      ...normalizeFastAgentHistory(json, { agent: key }),
      sessionId,
      key,
    };
  } catch (error) {
    throw new ApiError(
      "bad_history",
      `History ${key} of ${sessionId} cannot be read: ${(error as Error).message}`,
      422,
    );
  }
}

export async function fetchSessionLog(
  sessionId: string,
  signal?: AbortSignal,
): Promise<LoadedLog> {
  const json = checked(
    logSchema,
    await fetchJson(apiPath("sessions", sessionId, "log"), signal),
    "log",
  ) as SessionLog;
  return {
    ...json,
    lines: json.lines.map((line, index) => normalizeLogLine(line, index)),
  };
}

function checked(schema: z.ZodType, json: unknown, what: string): unknown {
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(
      "not_json",
      `The proxy's ${what} answer has an unexpected shape: ${parsed.error.issues[0]?.message ?? "?"}`,
      502,
    );
  return parsed.data;
}
