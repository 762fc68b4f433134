/**
 * One session folder → an index entry: `session.json` (any version), `history_<agent>.json`
 * with its `_previous` rotation backup, `compacted_<stamp>_<agent>.json` archives,
 * `trajectories/*.json`, and the `children/` sessions it spawned (returned for the caller's
 * queue). Lock and temp files are dotfiles and never listed.
 */
import { join } from "node:path";
import { previewText } from "../../src/model/normalize/fast-agent-steps";
import type {
  HistoryKind,
  SessionAgentInfo,
  SessionHistoryInfo,
} from "../../src/model/session";
import type { createFileReader } from "./fast-agent-files";
import { blankSummary, safeId } from "./fast-agent-ids";
import type { IndexedEntry } from "./fast-agent-index";
import type { Problem, SafeFs } from "./fast-agent-layout";

interface Folder {
  dir: string;
  id: string;
  parentId: string | null;
}

interface Candidate {
  key: string;
  kind: HistoryKind;
  agent: string;
  path: string;
}

export async function readSessionFolder(
  fs: SafeFs,
  reader: ReturnType<typeof createFileReader>,
  folder: Folder,
  problems: Problem[],
): Promise<{ entry: IndexedEntry; children: Folder[] } | null> {
  const entries = await fs.list(folder.dir, problems);
  const candidates: Candidate[] = [];
  const children: Folder[] = [];
  let sessionJsonPath: string | null = null;
  for (const entry of entries) {
    if (entry.isDirectory) {
      if (entry.name === "trajectories") {
        for (const file of await fs.list(entry.path, problems)) {
          if (file.isDirectory || !file.name.endsWith(".json")) continue;
          const stem = file.name.replace(/\.json$/, "");
          const agent = stem.includes("__")
            ? stem.slice(stem.indexOf("__") + 2)
            : stem;
          candidates.push({
            key: `trajectory~${safeId(stem)}`,
            kind: "trajectory",
            agent,
            path: file.path,
          });
        }
      } else if (entry.name === "children") {
        for (const child of await fs.list(entry.path, problems))
          if (child.isDirectory)
            children.push({
              dir: child.path,
              id: `${folder.id}~${safeId(child.name)}`,
              parentId: folder.id,
            });
      }
      continue;
    }
    if (entry.name === "session.json") sessionJsonPath = entry.path;
    const candidate = classify(entry.name, entry.path);
    if (candidate) candidates.push(candidate);
  }
  if (
    !sessionJsonPath &&
    !candidates.some((c) => c.kind === "history" || c.kind === "previous")
  )
    return null;

  const summary = blankSummary(
    folder.id,
    folder.parentId ? "child" : "session",
  );
  summary.parentId = folder.parentId;
  const ownProblems: Problem[] = [];
  let agents: SessionAgentInfo[] = [];
  let modifiedAt: string | null = null;
  if (sessionJsonPath) {
    const session = await reader.session(sessionJsonPath);
    modifiedAt = session.modifiedAt;
    if (session.problem)
      ownProblems.push({
        file: fs.rel(sessionJsonPath),
        message: session.problem,
      });
    const fields = session.value;
    if (fields) {
      Object.assign(summary, {
        schemaVersion: fields.schemaVersion,
        title: fields.title,
        label: fields.label,
        firstUserPreview: fields.firstUserPreview,
        createdAt: fields.createdAt,
        lastActivity: fields.lastActivity,
        status: fields.status,
        activeAgent: fields.activeAgent,
        usage: fields.usage,
        pinned: fields.pinned,
      });
      if (fields.parentSessionId && !folder.parentId)
        summary.parentId = safeId(fields.parentSessionId);
      agents = fields.agents;
    }
  } else {
    ownProblems.push({
      file: fs.rel(folder.dir),
      message: "no session.json: listed from its history files",
    });
  }

  const files = new Map<string, string>();
  const keys = new Set(candidates.map((c) => c.key));
  for (const candidate of candidates) {
    const facts = await reader.history(candidate.path);
    modifiedAt =
      [modifiedAt, facts.modifiedAt]
        .filter((t) => t !== null)
        .sort()
        .pop() ?? null;
    if (facts.problem)
      ownProblems.push({
        file: fs.rel(candidate.path),
        message: facts.problem,
      });
    const previousKey =
      candidate.kind === "history" && keys.has(`${candidate.key}~previous`)
        ? `${candidate.key}~previous`
        : null;
    const history: SessionHistoryInfo = {
      key: candidate.key,
      kind: candidate.kind,
      agent: candidate.agent,
      file: fs.rel(candidate.path),
      messageCount: facts.value?.messageCount ?? null,
      previousKey,
      lastStopReason: facts.value?.lastStopReason ?? null,
      unansweredCalls: facts.value?.unansweredCalls ?? null,
      endsOnToolResults: facts.value?.endsOnToolResults ?? null,
      problem: facts.problem,
    };
    summary.histories.push(history);
    files.set(candidate.key, candidate.path);
    if (candidate.kind === "history") {
      summary.firstUserPreview ??= facts.value?.firstUserPreview ?? null;
      if (candidate.agent === summary.activeAgent || !summary.perfWindow)
        summary.perfWindow = facts.value?.perfWindow ?? null;
      if (candidate.agent === summary.activeAgent || !summary.recorded)
        summary.recorded = facts.value?.recorded ?? null;
      // No usage_summary in session.json (v1, or none yet): the history's own record.
      if (
        summary.usage === null &&
        (summary.activeAgent === null ||
          candidate.agent === summary.activeAgent)
      )
        summary.usage = facts.value?.usage ?? null;
    }
  }
  summary.histories.sort(
    (a, b) =>
      historyRank(a, summary.activeAgent) -
        historyRank(b, summary.activeAgent) || a.key.localeCompare(b.key),
  );
  const saved = summary.histories
    .filter((h) => h.kind === "history")
    .map((h) => h.agent);
  summary.agents = [...new Set([...agents.map((a) => a.name), ...saved])];
  summary.activeAgent ??= saved[0] ?? null;
  summary.hasPrevious = summary.histories.some((h) => h.kind === "previous");
  // The files' mtime here stays apart from session.json's last_activity: never its stand-in.
  summary.modifiedAt = modifiedAt;
  summary.firstUserPreview = summary.firstUserPreview
    ? previewText(summary.firstUserPreview)
    : null;
  summary.problems = ownProblems;
  return {
    entry: {
      summary,
      files,
      agents: [
        ...agents,
        ...saved
          .filter((name) => !agents.some((a) => a.name === name))
          .map((name) => ({
            name,
            model: null,
            provider: null,
            resolvedPrompt: null,
          })),
      ],
      sessionJsonPath,
      windowBasis: summary.createdAt
        ? "session.json"
        : summary.createdAtFromName
          ? "session id"
          : null,
      spanSec: null,
    },
    children,
  };
}

/** `history_dev.json`, `history_dev_previous.json`, `compacted_20260818-142305_dev.json`. */
function classify(name: string, path: string): Candidate | null {
  const history = /^history_(.+)\.json$/.exec(name);
  if (history) {
    const stem = history[1]!;
    if (stem.endsWith("_previous") && stem.length > "_previous".length) {
      const agent = stem.slice(0, -"_previous".length);
      return {
        key: `${safeId(agent)}~previous`,
        kind: "previous",
        agent,
        path,
      };
    }
    return {
      key: safeId(stem),
      kind: "history",
      agent: stem,
      path: join(path),
    };
  }
  const compacted = /^compacted_(\d{8}-\d{6})_(.+)\.json$/.exec(name);
  if (compacted)
    return {
      key: `compacted~${compacted[1]}~${safeId(compacted[2]!)}`,
      kind: "compacted",
      agent: compacted[2]!,
      path,
    };
  return null;
}

/** The active agent's history first, then other current histories, then the rest. */
function historyRank(
  history: SessionHistoryInfo,
  active: string | null,
): number {
  const kind = {
    history: 1,
    previous: 2,
    compacted: 3,
    trajectory: 4,
    trace: 5,
    saved: 5,
  }[history.kind];
  return history.agent === active && history.kind === "history" ? 0 : kind;
}
