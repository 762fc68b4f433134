/**
 * The bundled demo fast-agent sessions (docs/reference/routes-and-flags.md#the-embedded-demo): a home
 * folder committed under `fixtures/fast-agent/demo-sessions/`, found from the repository
 * root so it works from any working directory, bundled or not. Its files are written as fast-agent writes
 * them (indented and compact saves, `\uXXXX` escapes in the oldest one, lock and temp files).
 */
import { join } from "node:path";
import { REPO_ROOT } from "../repo-root";

export const DEMO_SESSIONS_DIR = join(
  REPO_ROOT,
  "fixtures",
  "fast-agent",
  "demo-sessions",
);

/** The demo's sessions by what they show; tests and e2e specs use these ids. */
export const DEMO_SESSIONS = {
  /** Multi-turn, tool calls (parallel, a sub-agent with its trace file), reasoning, timing, an image. */
  normal: { id: "2605120938-Kob2h3", agent: "dev" },
  /** Ends on an unanswered tool call (a compact mid-turn checkpoint of a crashed run). */
  unanswered: { id: "2608181423-Wd4nZq", agent: "dev" },
  /** Two consecutive plain user messages (a hook appended one). */
  duplicateUser: { id: "2607201630-Ht7cKp", agent: "triage" },
  /** `history_dev_previous.json` differs from `history_dev.json`; a v1 session.json. */
  previous: { id: "2603141102-Rm2xVb", agent: "dev" },
  /** The sub-agent trace file written during `normal`. */
  trace: {
    id: "ripgrep_search[1]-2026-05-12-09-38-20",
    agent: "ripgrep_search[1]",
  },
} as const;
