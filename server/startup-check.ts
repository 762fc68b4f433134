/**
 * What `npm start` checks before it says "listening", and the `Source:` lines it prints.
 *
 * - The live API: the token check (`auth/health`), then the agents list, once. A failure is
 *   named as one of the cases of `health-problem.ts` (host unreachable, token rejected,
 *   token without access to this tenant, timeout) and the proxy serves anyway, so the page
 *   can say the same (its badge asks `/api/source`, which classifies the same way).
 * - Saved JSON (`--traces`): how many files, runs and unreadable files; each unreadable file
 *   is named.
 * - fast-agent sessions (`--sessions`): how many sessions. A single file that is not a
 *   session or history is refused (`ConfigError`): nothing else could be served from it.
 *   `--sessions` without `--traces` or a token opens the page on the sessions list.
 *
 * The check waits at most `MAX_CHECK_MS` (or `--timeout`, if shorter): a start-up that hangs
 * on a silent host says nothing useful.
 */
import { statSync } from "node:fs";
import type { Config } from "./config";
import { ConfigError } from "./config-error";
import { recogniseNonHistory } from "./sources/fast-agent-index";
import type { SessionSource } from "./sources/fast-agent-source";
import { healthProblemOf, type HealthProblem } from "./sources/health-problem";
import type { RunSource } from "./sources/run-source";
import { SourceError } from "./sources/source-error";

const MAX_CHECK_MS = 10_000;
/** Unreadable files named one per line at start; the page lists them all. */
const MAX_PROBLEMS_PRINTED = 5;

export type HomePage = "agents" | "sessions";

export interface StartupCheck {
  /** For stdout, before the listening line: `Source: …`. */
  lines: string[];
  /** For stderr: what failed or could not be read. The proxy serves anyway. */
  problems: string[];
  /** Where `/` opens. */
  home: HomePage;
}

export async function checkStartup(
  config: Config,
  runSource: RunSource,
  sessionSource: SessionSource | null,
): Promise<StartupCheck> {
  const check: StartupCheck = { lines: [], problems: [], home: "agents" };
  const sessionsAlone = config.sessionsPath !== null && config.mode === "demo";
  if (config.sessionsPath && sessionSource)
    await checkSessions(config.sessionsPath, sessionSource, check);
  if (sessionsAlone) {
    check.home = "sessions";
    return check;
  }
  if (config.mode === "traces") await checkSavedJson(runSource, check);
  else {
    const limitMs = Math.min(config.upstreamTimeoutMs, MAX_CHECK_MS);
    await checkApi(config, runSource, check, limitMs);
  }
  return check;
}

async function checkApi(
  config: Config,
  source: RunSource,
  check: StartupCheck,
  limitMs: number,
): Promise<void> {
  const where =
    config.mode === "demo"
      ? "demo"
      : `Fruxon API ${config.fruxonUrl} tenant ${config.tenant}`;
  let agentCount: number;
  let identity = "";
  try {
    const health = await withinLimit(source.health(), limitMs, config);
    // The demo's token is its own: who it is says nothing to the person starting it.
    if (config.mode !== "demo") identity = identityOf(health);
    const agents = await withinLimit(source.listAgents(), limitMs, config);
    agentCount = Array.isArray(agents) ? agents.length : 0;
  } catch (error) {
    const problem = healthProblemOf(error);
    check.lines.push(`Source: ${where} — ${problem.summary}`);
    check.problems.push(failureLine(problem));
    return;
  }
  const agents = `${agentCount} agent${agentCount === 1 ? "" : "s"}`;
  check.lines.push(
    `Source: ${where} (${identity ? `token ok: ${identity}; ` : ""}${agents})`,
  );
}

function failureLine(problem: HealthProblem): string {
  return `${problem.summary}: ${problem.message} Serving anyway: the page shows the same until it is fixed.`;
}

/** Who the token is, from `auth/health`: the key's name and the person, when given. */
function identityOf(health: unknown): string {
  if (!health || typeof health !== "object") return "";
  const { apiKeyName, email } = health as Record<string, unknown>;
  const parts = [
    typeof apiKeyName === "string" && apiKeyName ? apiKeyName : null,
    typeof email === "string" && email ? `as ${email}` : null,
  ].filter(Boolean);
  return parts.join(" ");
}

/** The call's answer, or a `timeout` once `limitMs` passed (the call itself goes on). */
function withinLimit<T>(
  call: Promise<T>,
  limitMs: number,
  config: Config,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new SourceError(
            "timeout",
            `The Fruxon API at ${new URL(config.fruxonUrl).origin} did not answer within ${Math.round(limitMs / 1000)} s at start. It may be overloaded, or the network path to it is down.`,
          ),
        ),
      limitMs,
    );
  });
  return Promise.race([call, limit]).finally(() => clearTimeout(timer));
}

async function checkSavedJson(
  source: RunSource,
  check: StartupCheck,
): Promise<void> {
  const description = await source.describe();
  const files = description.fileCount ?? 0;
  const runs = description.runCount ?? 0;
  const unreadable = description.problems.length;
  const folder = description.root ?? description.label;
  check.lines.push(
    `Source: saved JSON in ${folder} (${plural(files, "file")}, ${plural(runs, "run")}${unreadable > 0 ? `, ${unreadable} unreadable` : ""})`,
  );
  for (const problem of description.problems.slice(0, MAX_PROBLEMS_PRINTED))
    check.problems.push(`${problem.file}: ${problem.message}`);
  if (unreadable > MAX_PROBLEMS_PRINTED)
    check.problems.push(
      `… and ${unreadable - MAX_PROBLEMS_PRINTED} more unreadable files, listed on the start page.`,
    );
}

async function checkSessions(
  path: string,
  source: SessionSource,
  check: StartupCheck,
): Promise<void> {
  const list = await source.listSessions();
  if (statSync(path).isFile()) {
    const problem = list.sessions[0]?.histories[0]?.problem;
    // Recognised by its content (fast-agent's event log, an export): that is the message.
    const kind = problem ? await recogniseNonHistory(path) : null;
    if (kind) throw new ConfigError(`--sessions ${path}: ${kind}.`);
    if (list.sessions.length === 0 || problem)
      throw new ConfigError(
        `--sessions ${path}: not a fast-agent session or history file${problem ? ` (${problem})` : ""}. Give a history file (a .json conversation fast-agent saved), a session folder, a sessions folder or a .fast-agent home.`,
      );
  }
  check.lines.push(`Source: ${list.label}`);
  for (const problem of list.problems.slice(0, MAX_PROBLEMS_PRINTED))
    check.problems.push(`${problem.file}: ${problem.message}`);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
