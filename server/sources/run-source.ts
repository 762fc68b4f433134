/**
 * Every place runs come from — the Fruxon API, the embedded demo (which is the Fruxon API
 * on a loopback port), a folder of saved CLI JSON — implements `RunSource`. Methods return
 * wire JSON of the Fruxon shapes (the proxy does not reshape data; the app validates and
 * normalises at its edge) and throw `SourceError`.
 */

export interface RunListQuery {
  pageSize: number;
  skip?: number;
  cursor?: string;
  /** Inclusive bounds on the run's start time, epoch ms. */
  startTime?: number;
  endTime?: number;
  statuses: string[];
  revisions: number[];
  participantId?: string;
  sessionId?: string;
  /** `integrationId.toolId`. */
  tool?: string;
  withToolErrors?: boolean;
}

export interface SourceDescription {
  kind: "fruxon" | "demo" | "traces";
  /** One line for the UI: where runs come from. */
  label: string;
  /** Files the source could not read, by name and position; the rest still loads. */
  problems: { file: string; message: string }[];
}

export interface RunSource {
  describe(): Promise<SourceDescription>;
  /** `auth/health`: who the token is, for the source badge; sources without auth return null. */
  health(): Promise<unknown>;
  listAgents(): Promise<unknown>;
  listRuns(agentId: string, query: RunListQuery): Promise<unknown>;
  getRun(agentId: string, runId: string): Promise<unknown>;
  getTrace(agentId: string, runId: string): Promise<unknown>;
  getResult(agentId: string, runId: string): Promise<unknown>;
  getTree(agentId: string, runId: string): Promise<unknown>;
  /** Participant objects (reference §4, an unpaged array); a source that knows nobody returns []. */
  listParticipants(): Promise<unknown>;
  /**
   * The agent that owns an execution record: `agentHint` first (a dashboard URL's agent
   * segment), then every agent. Throws `not_found` when no agent has the record.
   */
  locateRun(runId: string, agentHint?: string): Promise<string>;
}
