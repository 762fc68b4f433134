/**
 * `tracelens <command>` as a person or a script runs it: the bundle (`dist-server/main.mjs`,
 * built first when stale, `spawn-proxy.ts`) in a child process, with what it printed on
 * stdout and stderr and how it exited; and `tracelens mcp` behind the MCP SDK's own client
 * over stdio (`StdioClientTransport`), the way an assistant starts it.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { spawn } from "node:child_process";
import { BUNDLE, childEnv, ensureBundle, REPO } from "./spawn-proxy";

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runTracelens(
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandRun> {
  await ensureBundle();
  const child = spawn(process.execPath, [BUNDLE, ...args], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "pipe"],
    env: childEnv(env),
  });
  const run: CommandRun = { code: null, stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once("close", (code) => resolve({ ...run, code })),
  );
}

/** A tool's answer: its text parts joined, and whether it is a tool error. */
export interface ToolAnswer {
  text: string;
  isError: boolean;
}

export interface McpConnection {
  client: Client;
  call(name: string, args: Record<string, unknown>): Promise<ToolAnswer>;
  /** What the server wrote on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** `tracelens mcp …args`, connected: `initialize` is done when this resolves. */
export async function connectMcp(
  args: string[],
  env: Record<string, string> = {},
): Promise<McpConnection> {
  await ensureBundle();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BUNDLE, "mcp", ...args],
    cwd: REPO,
    env: childEnv(env),
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: "tracelens-test", version: "1.0.0" });
  await client.connect(transport);
  return {
    client,
    async call(name, args) {
      const result = await client.callTool({ name, arguments: args });
      const content = result.content as { type: string; text: string }[];
      return {
        text: content.map((part) => part.text).join("\n"),
        isError: result.isError === true,
      };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}
