/**
 * The proxy as `npm start` runs it — the bundle, `dist-server/main.mjs` — in a child
 * process, for tests of what it prints and how it starts. Resolves once it prints its
 * listening line (or exits), with everything it wrote. The bundle is built first when it
 * is missing or older than its sources (`scripts/ensure-build.mjs`, under a lock so two
 * test workers never build at once); `npm run check` builds before the unit tests, so
 * there it is already fresh. A bundle starts in a third of the time `tsx` takes to
 * compile `server/main.ts` (2.4 s against 5.8 s on this machine under load).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
export const BUNDLE = join("dist-server", "main.mjs");
const BUILD_LOCK = join(REPO, "node_modules", ".cache", "tracelens-build.lock");
/** A lock older than this was left by a build that died: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

let bundleReady: Promise<void> | null = null;
/** Builds the bundle once per test thread when it is missing or stale. */
export const ensureBundle = () => (bundleReady ??= buildUnderLock());

async function buildUnderLock(): Promise<void> {
  mkdirSync(join(BUILD_LOCK, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another worker is building: wait for it (its build is then fresh, and ours a no-op).
      const lockedAt = statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > STALE_LOCK_MS)
        rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], {
      cwd: REPO,
      stdio: "inherit",
    });
    if (build.status !== 0)
      throw new Error(`building ${BUNDLE} failed (exit ${build.status})`);
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/**
 * What a child Tracelens gets: PATH and HOME, and notes in a fresh folder unless the test
 * names one — never the user's data directory.
 */
export function childEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    TRACELENS_DATA_DIR: mkdtempSync(join(tmpdir(), "tracelens-data-")),
    ...env,
  };
}

export interface SpawnedProxy {
  /** `http://host:port` from the listening line; null if it exited first. */
  url: string | null;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  stop(): Promise<void>;
}

export async function spawnProxy(
  args: string[],
  env: Record<string, string> = {},
): Promise<SpawnedProxy> {
  await ensureBundle();
  const child: ChildProcess = spawn(process.execPath, [BUNDLE, ...args], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    env: childEnv(env),
  });
  const closed = new Promise<void>((resolve) => child.once("close", resolve));
  const result: SpawnedProxy = {
    url: null,
    stdout: "",
    stderr: "",
    exitCode: null,
    // Resolves once the process has exited and all it wrote is read ("close", not
    // "exit"), so what it never printed can be asserted after it.
    stop: () => {
      if (child.exitCode === null && child.signalCode === null)
        child.kill("SIGTERM");
      return closed;
    },
  };
  return new Promise((resolve) => {
    child.stderr!.on(
      "data",
      (chunk: Buffer) => (result.stderr += chunk.toString()),
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      result.stdout += chunk.toString();
      const match = /Tracelens listening on (\S+)/.exec(result.stdout);
      // The shared link, when there is one, is printed right after: wait for its line too,
      // not for a fixed time (a loaded machine can deliver the two lines far apart).
      const isShared = args.includes("--share");
      if (
        match &&
        /\n/.test(result.stdout.slice(match.index)) &&
        (!isShared || /Tracelens shared at \S+\n/.test(result.stdout))
      ) {
        result.url = match[1]!;
        setTimeout(() => resolve(result), 50);
      }
    });
    child.on("exit", (code) => {
      result.exitCode = code;
      resolve(result);
    });
  });
}
