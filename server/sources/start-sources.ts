/**
 * The run and session sources a configuration names, started: the saved-JSON folder, the
 * live Fruxon API, or the embedded demo API (started here on a loopback port, so the proxy
 * reads it over HTTP as it reads the real one); the fast-agent sessions of `--sessions`, or
 * the bundled demo sessions in demo mode. Shared by `npm start` and the commands that
 * answer without a page (`tracelens mcp`, `summary`, `open`), so every one of them reads the
 * same sources the same way.
 */
import type { Config } from "../config";
import { DEMO_TOKEN } from "../demo/demo-api";
import { DEMO_SESSIONS_DIR } from "../demo/demo-sessions";
import { startDemoApi, type RunningDemoApi } from "../demo/start-demo-api";
import { createFastAgentSource, type SessionSource } from "./fast-agent-source";
import { createFruxonSource } from "./fruxon-source";
import type { RunSource } from "./run-source";
import { createTracesDirSource } from "./traces-dir-source";

export interface StartedSources {
  runSource: RunSource;
  sessionSource: SessionSource | null;
  /** Stops what was started here (the demo API); the sources need nothing else. */
  close(): Promise<void>;
}

export async function startSources(config: Config): Promise<StartedSources> {
  const { runSource, demo } = await createRunSource(config);
  return {
    runSource,
    sessionSource: createSessionSource(config),
    close: async () => {
      await demo?.close();
    },
  };
}

/** `--sessions PATH`; without it, the bundled demo sessions in demo mode, else none. */
function createSessionSource(config: Config): SessionSource | null {
  if (config.sessionsPath) return createFastAgentSource(config.sessionsPath);
  if (config.mode !== "demo") return null;
  return createFastAgentSource(DEMO_SESSIONS_DIR, {
    label: "Demo fast-agent sessions",
  });
}

async function createRunSource(
  config: Config,
): Promise<{ runSource: RunSource; demo?: RunningDemoApi }> {
  if (config.mode === "traces")
    return { runSource: createTracesDirSource(config.tracesDir!) };
  if (config.mode === "fruxon") {
    return {
      runSource: createFruxonSource({
        baseUrl: config.fruxonUrl,
        tenant: config.tenant!,
        token: config.token!,
        timeoutMs: config.upstreamTimeoutMs,
      }),
    };
  }
  const demo = await startDemoApi();
  return {
    demo,
    runSource: createFruxonSource({
      baseUrl: demo.baseUrl,
      tenant: demo.tenantId,
      token: DEMO_TOKEN,
      timeoutMs: config.upstreamTimeoutMs,
      kind: "demo",
    }),
  };
}
