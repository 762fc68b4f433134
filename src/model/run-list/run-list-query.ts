/** One page of `executions list`, as the runs list and the sources ask for it. */
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
  /** `PRODUCTION` or `TEST` (`RUN_ORIGINS`); absent = every origin. */
  origin?: string;
  /** `integrationId.toolId`. */
  tool?: string;
  withToolErrors?: boolean;
}
