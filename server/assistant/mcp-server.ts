/**
 * `tracelens mcp`: the assistant's tools (`tools.ts`) as a Model Context Protocol server on
 * the official TypeScript SDK. Each tool is registered with its zod input shape (published
 * as its JSON schema, checked on every call) and marked read-only; an answer is text, and
 * a failure is a tool error (`isError`) whose text says what failed (`failure.ts`) — the
 * assistant reads it, the session goes on. Everything said leaves masked (`reads.finish`).
 *
 * The transport is the caller's: stdio in `run-mcp.ts`, in-memory in tests of the tools.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
import type { AssistantReads } from "./assistant-reads";
import { failureOf } from "./failure";
import { ASSISTANT_TOOLS, finishedAnswer, type AssistantTool } from "./tools";

const INSTRUCTIONS = `Tracelens reads agent runs (Fruxon executions, saved JSON, fast-agent sessions) read-only and explains why a run did what it did.
Start with open_run on the link or id the person pasted: it gives the findings the run page shows, each with step paths (1.1.3) and web links. Then get_step on a path for its inputs and result, compare_runs to see what changed since the previous run, conversation for what the customer and the agent said, run_state for memory, trigger and ledger, search_steps to find steps by text, find_customer to go from a phone number or email to that person's runs.
Answers mask personal data (people appear as Customer A, B…) unless the server was started with --unmasked; give the links to the person, who can open them in Tracelens.`;

export function createMcpServer(
  reads: AssistantReads,
  version: string,
): McpServer {
  const server = new McpServer(
    { name: "tracelens", title: "Tracelens", version },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of ASSISTANT_TOOLS) register(server, reads, tool);
  return server;
}

function register(
  server: McpServer,
  reads: AssistantReads,
  tool: AssistantTool<z.ZodRawShape>,
) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      annotations: {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        // It reads the configured source only, never the open web.
        openWorldHint: false,
      },
    },
    async (input) => {
      try {
        const text = await tool.answer(reads, input);
        return {
          content: [
            { type: "text" as const, text: await finishedAnswer(reads, text) },
          ],
        };
      } catch (error) {
        const failure = failureOf(error);
        return {
          isError: true,
          content: [
            {
              type: "text" as const,
              text: await reads.finish(`${failure.kind}: ${failure.message}`),
            },
          ],
        };
      }
    },
  );
}
