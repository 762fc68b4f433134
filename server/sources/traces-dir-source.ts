/**
 * A folder of saved Fruxon JSON as a `RunSource` (`--traces DIR`, or `--traces FILE` for one
 * file such as a `.tracelens.json` bundle). A `trace -o json` file
 * alone is enough to open a run (a record is made up from it for the list); `get`,
 * `result` and `tree` outputs beside it enrich it. Requests name runs by id; files are
 * looked up in the index, so no request can name a path.
 */
import { SourceError } from "./source-error";
import { filterRecords } from "../../src/model/run-list/filter-records";
import {
  parsedBody,
  type JsonBody,
  type RunSource,
  type SourceDescription,
} from "./run-source";
import {
  createTracesDirIndexer,
  type IndexedRun,
  type TracesDirIndex,
} from "./traces-dir-index";
import { classifySavedJson, partFor } from "../../src/model/saved/saved-json";
import { tracesDirConversation } from "./traces-dir-conversation";
import { tracesDirState } from "./traces-dir-state";
import { FileProblem, openFileStream, readJsonFile } from "./json-file-reader";
import { clientSignal } from "../http/request-scope";

export function createTracesDirSource(root: string): RunSource {
  const indexer = createTracesDirIndexer(root);

  const runOf = (index: TracesDirIndex, agentId: string, runId: string) => {
    const run = index.runs.get(runId);
    if (!run || run.agentId !== agentId) {
      throw new SourceError(
        "not_found",
        `No saved run ${runId} for agent ${agentId} in ${root}. Save it with \`fruxon agents executions trace ${agentId} ${runId} -o json > ${runId}.json\`.`,
      );
    }
    return run;
  };

  const payload = async (
    file: string,
    kind: "trace" | "result" | "tree",
    runId: string,
  ) => {
    const read = await readJsonFile(file);
    if ("problem" in read)
      throw new SourceError(
        "bad_file",
        `${indexer.relative(file)}: ${read.problem}`,
      );
    const saved = partFor(classifySavedJson(read.json), kind, runId);
    if ("json" in saved) return saved.json;
    throw new SourceError(
      "bad_file",
      `${indexer.relative(file)} no longer holds the ${kind} of run ${runId}.`,
    );
  };

  /**
   * A trace file that is the API's answer as it is goes out byte for byte: no parse, no
   * re-serialisation, memory flat however many ask (decision 1102). Any other file, or one
   * rewritten since it was indexed, is parsed (one parse shared by concurrent requests).
   */
  const traceBody = async (run: IndexedRun): Promise<JsonBody> => {
    const file = run.traceFile!;
    if (run.bareTraceVersion) {
      let opened;
      try {
        opened = await openFileStream(file, clientSignal());
      } catch (error) {
        if (!(error instanceof FileProblem)) throw error;
        throw new SourceError(
          "bad_file",
          `${indexer.relative(file)}: ${error.message}`,
        );
      }
      if (opened.version.key === run.bareTraceVersion.key)
        return {
          kind: "stream",
          stream: opened.stream,
          contentLength: opened.version.size,
        };
      await opened.stream.cancel();
    }
    return parsedBody(await payload(file, "trace", run.runId));
  };

  return {
    async describe(): Promise<SourceDescription> {
      const index = await indexer.index();
      return {
        kind: "traces",
        label: `Saved JSON in ${root} (${index.runs.size} run${index.runs.size === 1 ? "" : "s"})`,
        problems: index.problems,
        root,
        fileCount: index.fileCount,
        runCount: index.runs.size,
      };
    },
    health: () => Promise.resolve(null),
    async listAgents() {
      const counts = new Map<string, number>();
      for (const run of (await indexer.index()).runs.values()) {
        counts.set(run.agentId, (counts.get(run.agentId) ?? 0) + 1);
      }
      return [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, count]) => ({
          id,
          displayName: id,
          description: `${count} saved run${count === 1 ? "" : "s"}`,
        }));
    },
    async listRuns(agentId, query) {
      const index = await indexer.index();
      const runs = [...index.runs.values()].filter(
        (run) => run.agentId === agentId,
      );
      const facts = new Map(runs.map((run) => [run.runId, run.facts]));
      return filterRecords(
        runs.map((run) => run.record),
        query,
        (id) => facts.get(id),
      );
    },
    getRun: async (agentId, runId) =>
      runOf(await indexer.index(), agentId, runId).record,
    async openTrace(agentId, runId) {
      const run = runOf(await indexer.index(), agentId, runId);
      if (!run.traceFile) {
        throw new SourceError(
          "not_found",
          `Run ${runId} has a saved record but no saved trace in ${root}.`,
        );
      }
      return traceBody(run);
    },
    async openResult(agentId, runId) {
      const run = runOf(await indexer.index(), agentId, runId);
      if (!run.resultFile) {
        throw new SourceError(
          "not_found",
          `No saved result for run ${runId} in ${root} (save \`executions result … -o json\` beside the trace).`,
        );
      }
      return parsedBody(await payload(run.resultFile, "result", runId));
    },
    async getTree(agentId, runId) {
      const index = await indexer.index();
      const run = runOf(index, agentId, runId);
      const tree = index.trees.find((candidate) =>
        candidate.nodeIds.includes(runId),
      );
      // Like the API: a run with no lineage is a one-node tree, not an error.
      if (!tree && !hasLineage(run)) return singleNodeTree(run.record);
      if (!tree) {
        throw new SourceError(
          "not_found",
          `No saved spawn tree contains run ${runId} (save \`executions tree … -o json\`).`,
        );
      }
      return await payload(tree.file, "tree", runId);
    },
    async participantDirectoryGap() {
      if ((await indexer.index()).participants.length > 0) return null;
      return `the saved files in ${root} carry no participants directory, so phone numbers, emails and handles cannot be looked up: only the names and ids the saved runs' triggers hold are searched. Save the directory beside the runs with \`fruxon participants list -o json > participants.json\`.`;
    },
    async listParticipants() {
      const index = await indexer.index();
      return participantsOf(index);
    },
    async locateRun(runId) {
      const run = (await indexer.index()).runs.get(runId);
      if (!run) {
        throw new SourceError(
          "not_found",
          `No saved run ${runId} in ${root}. Save it with \`fruxon agents executions trace <agent> ${runId} -o json > ${runId}.json\`.`,
        );
      }
      return run.agentId;
    },
    ...tracesDirConversation(() => indexer.index()),
    ...tracesDirState(() => indexer.index()),
  };
}

/**
 * Saved participant objects, plus a minimal one for every person a saved record names in
 * its trigger (id and display name) that no saved participants file describes.
 */
function participantsOf(index: TracesDirIndex): Record<string, unknown>[] {
  const byId = new Map<string, Record<string, unknown>>();
  for (const participant of index.participants)
    byId.set(String(participant.id), participant);
  const synthesized = new Map<string, Set<string>>();
  for (const run of index.runs.values()) {
    const trigger = run.record.trigger;
    if (trigger === null || typeof trigger !== "object") continue;
    const { participantId, participantDisplayName, participantKind } =
      trigger as Record<string, unknown>;
    if (typeof participantId !== "string") continue;
    const agents = synthesized.get(participantId);
    if (agents) {
      agents.add(run.agentId);
      continue;
    }
    if (byId.has(participantId)) continue;
    synthesized.set(participantId, new Set([run.agentId]));
    byId.set(participantId, {
      id: participantId,
      kind: participantKind ?? null,
      displayName: participantDisplayName ?? participantId,
      email: null,
      channels: [],
    });
  }
  return [...byId.values()].map((participant) => {
    const agents = synthesized.get(String(participant.id));
    return agents
      ? { ...participant, agentIds: [...agents].sort() }
      : participant;
  });
}

/** Whether a run is part of a spawn tree: spawned, consulted, or spawning others. */
function hasLineage(run: IndexedRun): boolean {
  const record = run.record;
  const root = record.rootExecutionId;
  return (
    (typeof root === "string" && root !== run.runId) ||
    record.runType === "SUBTASK" ||
    record.runType === "CONSULT" ||
    (run.facts?.tools.has("system.spawn_subtasks") ?? false)
  );
}

/** The `/tree` answer for a run without lineage, from its record. */
function singleNodeTree(
  record: Record<string, unknown>,
): Record<string, unknown> {
  const start = typeof record.startTime === "number" ? record.startTime : 0;
  const end = typeof record.endTime === "number" ? record.endTime : 0;
  const cost = typeof record.totalCost === "number" ? record.totalCost : 0;
  return {
    rootExecutionId: record.id,
    nodes: [
      {
        id: record.id,
        agentId: record.agentId,
        parentExecutionRecordId: null,
        parentAsyncOperationId: null,
        depth: 0,
        runType: record.runType ?? "ROOT",
        status: record.status ?? null,
        startTime: start,
        endTime: end,
        durationMs: end > 0 ? end - start : 0,
        totalCost: cost,
        creditsCharged: 0,
        subject: record.subject ?? null,
        trigger: record.trigger ?? null,
      },
    ],
    totals: {
      runs: 1,
      failed: record.status === "FAILED" ? 1 : 0,
      cost,
      credits: 0,
      elapsedMs: end > 0 ? end - start : 0,
    },
  };
}
