/**
 * The presence channel's messages, checked with the same schemas on both ends: the proxy
 * validates what a browser posts, the browser validates what the event stream carries.
 * This channel is the only thing a browser sends the proxy (besides notes), so every field
 * is bounded and plain: names are short single-line text, a view is a same-origin path
 * of this app. Nothing here is ever rendered as HTML; names are shown as React text.
 *
 * Flow: a browser opens `GET /api/presence/events?name=…` (server-sent events). The first
 * event, `hello`, gives it a public `id` (shown to others) and a private `token` (proves
 * its posts come from that connection). It then posts `PresenceCommand`s to
 * `POST /api/presence`; the proxy fans `room` (who is here, who presents, who follows),
 * `view` (the presenter's view) and `notes` (a run's notes changed) out to every browser.
 */
import { z } from "zod";

export const MAX_NAME_LENGTH = 40;
export const MAX_HREF_LENGTH = 2048;
/** The largest command body the proxy reads. */
export const MAX_COMMAND_BYTES = 4096;

/** Control and invisible formatting characters (bidi overrides) have no place in a name. */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cf}]*$/u;

export const personNameSchema = z
  .string()
  .trim()
  .min(1, "A name is needed.")
  .max(MAX_NAME_LENGTH, `A name is at most ${MAX_NAME_LENGTH} characters.`)
  .regex(PLAIN_TEXT, "A name is plain text on one line.");

/** Opaque random ids the proxy hands out (base64url). */
const opaqueId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * A path of this app with its query: `/agents/a/runs/r?step=1.2`. Never another origin
 * (`//host`, `http:`), never a backslash or control character, so following it can only
 * move within the app.
 */
export const viewHrefSchema = z
  .string()
  .max(MAX_HREF_LENGTH)
  .regex(/^\/(?![/\\])[^\\\p{Cc}\p{Cf}\s]*$/u, "A view is a path of this app.");

export const presenterViewSchema = z.object({ href: viewHrefSchema });
export type PresenterView = z.infer<typeof presenterViewSchema>;

export const presenceCommandSchema = z.discriminatedUnion("type", [
  /** Become the presenter (taking over from whoever was). */
  z.object({ type: z.literal("present"), token: opaqueId }),
  /** Stop presenting. */
  z.object({ type: z.literal("stop"), token: opaqueId }),
  /** The presenter's view changed. */
  z.object({
    type: z.literal("view"),
    token: opaqueId,
    view: presenterViewSchema,
  }),
  /** Start or stop following the presenter. */
  z.object({
    type: z.literal("follow"),
    token: opaqueId,
    following: z.boolean(),
  }),
  z.object({
    type: z.literal("name"),
    token: opaqueId,
    name: personNameSchema,
  }),
]);
export type PresenceCommand = z.infer<typeof presenceCommandSchema>;

export const personSchema = z.object({
  id: opaqueId,
  name: personNameSchema,
  following: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const helloEventSchema = z.object({ id: opaqueId, token: opaqueId });

export const roomEventSchema = z.object({
  people: z.array(personSchema).max(1000),
  /** The presenter's public id, or null when nobody presents. */
  presenter: opaqueId.nullable(),
});
export type RoomEvent = z.infer<typeof roomEventSchema>;

export const viewEventSchema = z.object({
  presenter: opaqueId,
  view: presenterViewSchema,
});

export const notesEventSchema = z.object({
  agentId: z.string().max(256),
  runId: z.string().max(256),
});

export const PRESENCE_EVENTS = {
  hello: helloEventSchema,
  room: roomEventSchema,
  view: viewEventSchema,
  notes: notesEventSchema,
} as const;
export type PresenceEventName = keyof typeof PRESENCE_EVENTS;
