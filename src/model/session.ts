/**
 * fast-agent sessions and histories, normalised. A history's messages are kept (the
 * findings and statistics read them, as the `jq` recipes of docs/reference/investigation-workflow.md#part-c--why-a-fast-agent-session-broke do) beside the step tree
 * built from them (`RunTrace`), which the explorer and inspector show like any run.
 *
 * The list and detail types (`SessionSummary`, `SessionDetail`) are what the proxy's
 * `/api/sessions` index answers: plain JSON, computed by the server from the folder.
 */
import type {
  ContentBlock,
  LlmTiming,
  MessageChannel,
  RetryDetail,
  ToolTiming,
  UsageDetail,
} from "./conversation";
import type { Ms, RunTrace } from "./run";
import type { RecordedWindow } from "./stats/recorded-window";

export interface ToolCallEntry {
  /** The correlation id (`toolu_…`, `call_…`, `72239a04f`): an opaque string. */
  id: string;
  name: string;
  arguments: unknown;
  raw: unknown;
}

export interface ToolResultEntry {
  id: string;
  content: ContentBlock[];
  isError: boolean;
  structuredContent: unknown;
  meta: unknown;
  raw: unknown;
}

export interface HistoryMessage {
  /** Position in the file's `messages` (0-based); for merged legacy messages, the first. */
  index: number;
  /** How many file messages this one stands for (legacy histories merge same-role runs). */
  mergedCount: number;
  role: string;
  content: ContentBlock[];
  toolCalls: ToolCallEntry[];
  toolResults: ToolResultEntry[];
  /** `tool_results` is present (even empty): the recipes' `.tool_results != null`. */
  hasToolResults: boolean;
  channels: MessageChannel[];
  reasoning: string[];
  stopReason: string | null;
  phase: string | null;
  isTemplate: boolean;
  timestamp: Ms | null;
  timing: LlmTiming | null;
  toolTimings: Readonly<Record<string, ToolTiming>>;
  toolMetadata: Readonly<Record<string, unknown>>;
  usage: UsageDetail | null;
  retries: RetryDetail | null;
  errorText: string | null;
  problems: string[];
  raw: unknown;
}

export interface NormalizedHistory {
  /** `legacy`: the pre-0.3.7 shape, `content` one object per message. */
  format: "extended" | "legacy";
  /** Messages in the file, before legacy merging. */
  fileMessageCount: number;
  messages: HistoryMessage[];
  trace: RunTrace;
  /** Message position → the step that stands for it (tool results → their first tool step). */
  stepByMessage: ReadonlyMap<number, number>;
  problems: string[];
}

/** Which history of a session: the current save, the one before, or another kind of file. */
export type HistoryKind =
  "history" | "previous" | "compacted" | "trajectory" | "trace" | "saved";

export interface SessionHistoryInfo {
  /** Stable key within the session, used in URLs (`agent=`): `dev`, `dev~previous`, … */
  key: string;
  kind: HistoryKind;
  agent: string;
  /** Path relative to the served folder, for display only. */
  file: string;
  messageCount: number | null;
  /** For a current history: the key of its `_previous` save, when one exists. */
  previousKey: string | null;
  lastStopReason: string | null;
  /** Tool calls of the last assistant message with no result (`unansweredAtEnd`); null if unread. */
  unansweredCalls: number | null;
  /** The last message is tool results no assistant message answered (`endsOnToolResults`); null if unread. */
  endsOnToolResults: boolean | null;
  /** Why the file cannot be read (by name and position), or null. */
  problem: string | null;
}

export interface SessionUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  totalTokens: number | null;
}

/** A naive local time as written by fast-agent (`2026-01-18T10:23:24.116526`), no zone. */
export type NaiveLocalTime = string;

/** Process-clock window (`time.perf_counter()` seconds) of a history's model calls. */
export interface PerfWindow {
  start: number;
  end: number;
}

export interface SessionSummary {
  id: string;
  /** `session`: a folder with `session.json`; `child`: one in `children/`; `file`: a loose history. */
  kind: "session" | "child" | "file";
  parentId: string | null;
  /** `session.json` version; 1 when it has no `schema_version`; null for loose files. */
  schemaVersion: number | null;
  title: string | null;
  label: string | null;
  firstUserPreview: string | null;
  /** session.json `created_at`. */
  createdAt: NaiveLocalTime | null;
  /** The creation minute encoded in a `YYMMDDHHMM-xxxxxx` session id. */
  createdAtFromName: NaiveLocalTime | null;
  /**
   * The time in a sub-agent trace's or `/save` export's file name: when it was written, at
   * the end of the turn (the save hook stamps `datetime.now()` as it writes), not its start.
   */
  savedAtFromName: NaiveLocalTime | null;
  /** session.json `last_activity`: fast-agent's own record, bumped on every save and load. */
  lastActivity: NaiveLocalTime | null;
  /** The wall-clock times written inside the main history (UTC); see `recordedWindow`. */
  recorded: RecordedWindow | null;
  /**
   * The newest mtime of the entry's files, as this machine's local time: when the files
   * last changed here (a copy or checkout sets it), never fast-agent's record.
   */
  modifiedAt: NaiveLocalTime | null;
  status: string | null;
  activeAgent: string | null;
  agents: string[];
  usage: SessionUsage | null;
  hasPrevious: boolean;
  pinned: boolean;
  histories: SessionHistoryInfo[];
  /** Ids of child sessions (`children/`). */
  children: string[];
  /** Ids of loose sub-agent trace files that fall within this session's time. */
  subAgentTraces: string[];
  /** Ids of the sessions this loose file falls within in time. */
  withinSessions: string[];
  perfWindow: PerfWindow | null;
  problems: { file: string; message: string }[];
}

export interface SessionAgentInfo {
  name: string;
  model: string | null;
  provider: string | null;
  resolvedPrompt: string | null;
}

export interface SessionDetail {
  summary: SessionSummary;
  agents: SessionAgentInfo[];
  /** The sub-agent trace files listed under this session, with their clocks. */
  traces: SessionSummary[];
  childSessions: SessionSummary[];
  /** `session.json` as it is on disk, or null. */
  sessionJson: unknown;
}

export interface SessionList {
  /** One line: where sessions come from. */
  label: string;
  sessions: SessionSummary[];
  problems: { file: string; message: string }[];
  /** JSON files beside the histories that are not histories (a `package.json`), with why. */
  skipped: { file: string; message: string }[];
}

/** The time window a session's log lines are taken from, in the writer's local time. */
export interface LogWindow {
  from: NaiveLocalTime;
  to: NaiveLocalTime;
  /** How the window was found, for the label: `session.json`, `session id`, `trace file name`. */
  basis: string;
  /** True when the bounds are estimates (minute-precision ids, a trace's save time minus its run time). */
  isApproximate: boolean;
}

/** `/api/sessions/:id/log`: the event-log lines within the session's window, as written. */
export interface SessionLog {
  /** Log files read, relative to the served folder. */
  files: string[];
  window: LogWindow | null;
  /** Raw line objects, in file order; the app normalises them. */
  lines: unknown[];
  /** Lines in the window, including any not sent because of the cap. */
  matched: number;
  truncated: boolean;
  problems: { file: string; message: string }[];
}
