/** Starts the real proxy (`server/main.ts`) on a free port for the benchmark. */
import { spawn } from "node:child_process";

export interface RunningProxy {
  url: string;
  stop(): void;
}

export function startProxy(args: string[]): Promise<RunningProxy> {
  // Its own process group, so stopping it also stops the node process tsx starts.
  const child = spawn(
    "npx",
    ["tsx", "server/main.ts", "--port", "0", ...args],
    {
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tracelens listening on (\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, stop });
    });
    child.on("exit", (code) =>
      reject(new Error(`the proxy exited early (code ${code}): ${output}`)),
    );
  });
}
