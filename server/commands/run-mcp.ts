/**
 * `tracelens mcp`: the assistant tools on stdio. Stdout carries the protocol and nothing
 * else: what a person should know (the source's check, masked or not, where links point,
 * problems) goes to stderr, which assistants keep as the server's log. It ends when the
 * assistant closes stdin (or on SIGINT/SIGTERM), stopping what it started (the demo API).
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { ConfigError } from "../config-error";
import { openAssistantSession } from "../assistant/assistant-session";
import { createMcpServer } from "../assistant/mcp-server";
import { REPO_ROOT } from "../repo-root";

export async function runMcp(config: Config, masked: boolean): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  let session;
  try {
    session = await openAssistantSession(config, { masked, check: true });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log(`tracelens: ${error.message}`);
    return 2;
  }
  for (const line of session.startup?.lines ?? []) log(line);
  for (const problem of session.startup?.problems ?? [])
    log(`tracelens: ${problem}`);
  log(
    `Tracelens MCP server on stdio: ${masked ? "personal data masked" : "UNMASKED (--unmasked): answers hold personal data"}; links open at ${session.reads.origin} (npm start with the same flags serves them).`,
  );
  const server = createMcpServer(session.reads, packageVersion());
  const opened = session;
  const ended = new Promise<void>((resolve) => {
    let isClosing = false;
    const close = () => {
      if (isClosing) return;
      isClosing = true;
      void server
        .close()
        .catch(() => undefined)
        .then(() => opened.close())
        .then(resolve);
    };
    process.stdin.once("end", close);
    process.stdin.once("close", close);
    process.once("SIGINT", close);
    process.once("SIGTERM", close);
  });
  await server.connect(new StdioServerTransport());
  await ended;
  return 0;
}

function packageVersion(): string {
  const json = JSON.parse(
    readFileSync(join(REPO_ROOT, "package.json"), "utf8"),
  ) as { version?: string };
  return json.version ?? "0.0.0";
}
