/**
 * What the assistant reads, in process (the proxy's app over saved folders, no socket):
 * a pasted link or id resolves as the page's Open box resolves it — a short id that names
 * several runs is an error listing them, never a guess — and every read is masked and
 * redacted before any answer is built from it, unless `--unmasked` (then only redacted).
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig, type Config } from "../config";
import {
  openAssistantSession,
  type AssistantSession,
} from "./assistant-session";
import { BadLinkError, resolveTarget } from "./run-target";
import { openSubject } from "./subject";

const SECRETS = "fixtures/assistant-secrets";
const RUN = "7f3e2d1c-0b9a-4876-8543-21fedcba9870";
const sessions: AssistantSession[] = [];

async function open(args: string[], masked = true) {
  const config = parseConfig(args, {}) as Config;
  const session = await openAssistantSession(
    { ...config, dataDir: "/nonexistent-tracelens-data" },
    { masked },
  );
  sessions.push(session);
  return session.reads;
}

afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

describe("resolveTarget", () => {
  it("reads Tracelens links, dashboard links, ids and their start", async () => {
    const reads = await open(["--traces", SECRETS]);
    const run = { kind: "run", agentId: "support_assistant", runId: RUN };
    expect(await resolveTarget(reads, RUN)).toMatchObject(run);
    expect(await resolveTarget(reads, RUN.slice(0, 6))).toMatchObject(run);
    expect(
      await resolveTarget(
        reads,
        `https://app.fruxon.com/x/executions?id=${RUN}&step=1.1`,
      ),
    ).toMatchObject({ ...run, step: "1.1" });
    expect(
      await resolveTarget(
        reads,
        `http://127.0.0.1:8723/agents/support_assistant/runs/${RUN}/compare`,
      ),
    ).toMatchObject({ ...run, against: "previous" });
    expect(
      await resolveTarget(
        reads,
        "/agents/support_assistant/topics/t-1?message=m-2",
      ),
    ).toEqual({
      kind: "topic",
      agentId: "support_assistant",
      topicId: "t-1",
      message: "m-2",
    });
  });

  it("refuses to guess between runs a short id starts", async () => {
    const reads = await open(["--traces", "fixtures/short-ids"]);
    const error = await resolveTarget(reads, "019fd616").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadLinkError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^019fd616 is the start of 2 run ids: .*Give more of the id\.$/,
    );
    expect(message).toContain(
      "019fd616-1800-7b3c-9d41-6e2a8f0c5b11 (invoice_intake)",
    );
    expect(message).toContain(
      "019fd616-9118-7d02-8a6e-1f4b9c3d7e22 (invoice_intake)",
    );
    await expect(resolveTarget(reads, "nothing here")).rejects.toThrow(
      BadLinkError,
    );
  });

  it("names a fast-agent history by its session id, or session/history", async () => {
    const reads = await open([
      "--sessions",
      "fixtures/fast-agent/demo-sessions",
    ]);
    expect(
      await resolveTarget(reads, "2603141102-Rm2xVb/dev~previous"),
    ).toEqual({
      kind: "session",
      sessionId: "2603141102-Rm2xVb",
      agent: "dev~previous",
      step: null,
      against: null,
    });
  });
});

describe("openSubject", () => {
  it("opens a fast-agent history as a step tree, each step with its link", async () => {
    const reads = await open([
      "--sessions",
      "fixtures/fast-agent/demo-sessions",
    ]);
    const subject = await openSubject(reads, "2603141102-Rm2xVb");
    expect(subject.kind).toBe("session");
    expect(subject.trace?.steps).toHaveLength(12);
    expect(subject.link("2.1")).toBe(
      "http://127.0.0.1:8723/sessions/2603141102-Rm2xVb?agent=dev&step=2.1",
    );
    await expect(openSubject(reads, "/agents/a/topics/t")).rejects.toThrow(
      /a conversation's link, not a run's/,
    );
  });
});

describe("the reads answers are built from", () => {
  it("are masked and redacted before any answer sees them", async () => {
    const reads = await open(["--traces", SECRETS]);
    const detail = await reads.detail("support_assistant", RUN);
    const text = JSON.stringify(detail.trace?.steps.map((step) => step.raw));
    expect(detail.summary.subject).toBe("Customer A · invoice 7781 is wrong");
    expect(text).not.toMatch(/Noa|Shalev|noa\.shalev@|541234567|@noa_sh/);
    expect(text).not.toMatch(/hunter2|sk-proj-|eyJhbGciOiJIUzI1NiJ9/);
    expect(text).toContain("[redacted]");
    // A name said later is masked in any answer text too.
    expect(await reads.finish("Noa Shalev on +972 54 123 4567")).toBe(
      "Customer A on +972-••-•••-4567",
    );
  });

  it("with --unmasked keep the people and still redact the secrets", async () => {
    const reads = await open(["--traces", SECRETS], false);
    const detail = await reads.detail("support_assistant", RUN);
    const text = JSON.stringify(detail.trace?.steps.map((step) => step.raw));
    expect(detail.summary.subject).toBe("Noa Shalev · invoice 7781 is wrong");
    expect(text).not.toMatch(/hunter2|sk-proj-|eyJhbGciOiJIUzI1NiJ9/);
    expect(await reads.finish("Noa Shalev")).toBe("Noa Shalev");
  });

  it("keep a finished run read once", async () => {
    const reads = await open(["--traces", SECRETS]);
    const first = await reads.detail("support_assistant", RUN);
    expect(await reads.detail("support_assistant", RUN)).toBe(first);
  });
});
