/**
 * The real `server/main.ts` in a child process, for tests of what it prints and how it
 * starts. Resolves once it prints its listening line (or exits), with everything it wrote.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

export interface SpawnedProxy {
  /** `http://host:port` from the listening line; null if it exited first. */
  url: string | null;
  stdout: string;
  stderr: string;
  exitCode: number | null;
  stop(): Promise<void>;
}

export function spawnProxy(
  args: string[],
  env: Record<string, string> = {},
): Promise<SpawnedProxy> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "server/main.ts", ...args],
    {
      cwd: REPO,
      stdio: ["ignore", "pipe", "pipe"],
      // Notes go to a fresh folder unless the test names one, never the user's data dir.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TRACELENS_DATA_DIR: mkdtempSync(join(tmpdir(), "tracelens-data-")),
        ...env,
      },
    },
  );
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
