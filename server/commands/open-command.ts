/**
 * `tracelens open LINK`: the Tracelens address that opens what LINK names — a dashboard
 * link (its owner found by the proxy), a run id or its first characters, a Tracelens link
 * of another host, a session — once the source says it exists (an unknown run ends with
 * exit code 3, not with a link to an error page). `--json`: `{url, kind, …ids}`.
 */
import { apiPath } from "../../src/model/reads/api-path";
import { runUrl } from "../../src/model/summary/run-summary";
import type { AssistantReads } from "../assistant/assistant-reads";
import { pageLinks } from "../assistant/answers/links";
import { resolveTarget, type Target } from "../assistant/run-target";
import type { CommandOutput } from "./run-command";

export async function openCommand(
  reads: AssistantReads,
  link: string,
  json: boolean,
  output: CommandOutput,
): Promise<number> {
  const target = await resolveTarget(reads, link);
  const url = await checkedUrl(reads, target);
  output.out(json ? JSON.stringify({ url, ...target }) : url);
  return 0;
}

async function checkedUrl(
  reads: AssistantReads,
  target: Target,
): Promise<string> {
  const links = pageLinks(reads.origin);
  switch (target.kind) {
    case "run": {
      const summary = await reads.record(target.agentId, target.runId);
      return target.against
        ? links.compare(
            summary.agentId,
            summary.id,
            target.against === "previous" ? null : target.against,
          )
        : runUrl(reads.origin, summary, target.step ?? undefined);
    }
    case "session":
      await reads.getJson(apiPath("sessions", target.sessionId));
      return links.session(target.sessionId, {
        agent: target.agent,
        step: target.step,
      });
    case "topic":
      return links.entry(target.agentId, target.topicId, target.message);
  }
}
