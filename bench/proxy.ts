/** Starts the real proxy, bundled as `npm start` runs it, on a free port for the benchmark. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("..", import.meta.url));

export interface RunningProxy {
  url: string;
  /** The proxy's node process, for reading its memory. */
  pid: number;
  stop(): void;
}

export function startProxy(
  args: string[],
  env: Record<string, string> = {},
): Promise<RunningProxy> {
  // Node itself (not npx), so the child's pid is the proxy's process.
  const child = spawn(
    process.execPath,
    ["dist-server/main.mjs", "--port", "0", ...args],
    {
      cwd: REPO,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...env },
    },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tracelens listening on (\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, pid: child.pid!, stop });
    });
    child.on("exit", (code) =>
      reject(new Error(`the proxy exited early (code ${code}): ${output}`)),
    );
  });
}
