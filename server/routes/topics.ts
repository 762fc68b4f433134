/**
 * The conversation around a run, read-only: an agent's topics (one participant's), a topic,
 * its turns (paged, newest first), its sessions, the escalation policy, and — tenant-wide —
 * inbound messages and the takeovers of an address. Every id is validated like a run id;
 * only the params below are read, each checked, and nothing else reaches the source.
 * Answers are the source's wire JSON, or `{unavailable}` where it does not expose a part.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { parseTimeParam } from "../../src/model/format/time";
import type { RunSource } from "../sources/run-source";
import { SourceError } from "../sources/source-error";
import type { ParticipantDirectory } from "./participant-directory";
import { idParam } from "./params";

const MAX_TURN_PAGE = 200;
const DELIVERIES = ["WITHHELD", "WITHHELD_PENDING", "DELIVERED"] as const;

const turnPageSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(MAX_TURN_PAGE).catch(50),
  cursor: z
    .string()
    .max(512)
    .regex(/^[\w.~=+/-]*$/)
    .optional()
    .catch(undefined),
});

const inboundSchema = z.object({
  delivery: z.enum(DELIVERIES).optional().catch(undefined),
  since: z.string().max(64).optional(),
  until: z.string().max(64).optional(),
});

/** An address is a query value (encoded when forwarded): bounded, printable. */
const ADDRESS = /^[^\p{Cc}]{1,256}$/u;

export function topicRoutes(
  source: RunSource,
  participants: ParticipantDirectory,
): Hono {
  const routes = new Hono();
  const participantOf = async (c: Context) => {
    const value = c.req.query("participant");
    if (!value) return undefined;
    if (value.length > 256 || !ADDRESS.test(value))
      throw new SourceError(
        "bad_request",
        "participant= is not a valid participant.",
      );
    return participants.resolveId(value);
  };

  routes.get("/agents/:agentId/topics", async (c) =>
    c.json(
      await source.listTopics(idParam(c, "agentId"), await participantOf(c)),
    ),
  );
  routes.get("/agents/:agentId/topics/:topicId", async (c) =>
    c.json(
      await source.getTopic(
        idParam(c, "agentId"),
        idParam(c, "topicId", "topic"),
      ),
    ),
  );
  routes.get("/agents/:agentId/topics/:topicId/messages", async (c) => {
    const page = turnPageSchema.parse(c.req.query());
    return c.json(
      await source.listTopicMessages(
        idParam(c, "agentId"),
        idParam(c, "topicId", "topic"),
        {
          pageSize: page.pageSize,
          ...(page.cursor && { cursor: page.cursor }),
        },
      ),
    );
  });
  routes.get("/agents/:agentId/topics/:topicId/sessions", async (c) =>
    c.json(
      await source.listTopicSessions(
        idParam(c, "agentId"),
        idParam(c, "topicId", "topic"),
      ),
    ),
  );
  routes.get("/agents/:agentId/escalation-policy", async (c) =>
    c.json(await source.getEscalationPolicy(idParam(c, "agentId"))),
  );
  /** `messages list`: an agent's inbound messages, optionally one person's, in a window. */
  routes.get("/agents/:agentId/inbound-messages", async (c) => {
    const raw = inboundSchema.parse(c.req.query());
    const since = time(raw.since, "since");
    const until = time(raw.until, "until");
    const participantId = await participantOf(c);
    return c.json(
      await source.listInboundMessages({
        agentId: idParam(c, "agentId"),
        ...(participantId && { participantId }),
        ...(raw.delivery && { delivery: raw.delivery }),
        ...(since !== undefined && { since }),
        ...(until !== undefined && { until }),
      }),
    );
  });
  /** `escalations history --agent --address`: the takeovers of one address. */
  routes.get("/agents/:agentId/takeovers", async (c) => {
    const address = c.req.query("address") ?? "";
    if (!ADDRESS.test(address))
      throw new SourceError(
        "bad_request",
        "address= is required: the phone number, email or handle whose takeovers to list.",
      );
    return c.json(await source.listTakeovers(idParam(c, "agentId"), address));
  });
  return routes;
}

function time(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined;
  const ms = parseTimeParam(value);
  if (ms === null)
    throw new SourceError(
      "bad_request",
      `${name}="${value}" is not a date, a time or epoch milliseconds.`,
    );
  return ms;
}
