/**
 * The presence room: who has the app open, who presents, who follows, and the presenter's
 * view — fanned out to every browser over server-sent events.
 *
 * Each browser's stream is a `ReadableStream` with a byte-counted queue. Sending to one
 * browser only enqueues (never awaits), so the presenter's command returns at once however
 * many follow. A browser that does not read (a stalled tab, a vanished laptop whose socket
 * has not closed yet) lets its queue grow; past `maxQueuedBytes` it is dropped and its
 * queue freed, so memory is bounded by `maxPeople × maxQueuedBytes` whatever happens.
 * A comment line every `heartbeatMs` finds dead sockets that never said goodbye.
 *
 * Each browser posts with the private token its `hello` event gave it; its public id is
 * what others see. Commands are rate-limited per browser (a token bucket).
 *
 * The room is bounded twice: `maxPeople` in all, and `maxPerClient` streams from one client
 * (the remote address the route passes), so one machine — a script opening streams it never
 * reads, or a laptop with every tab open — cannot fill the room and lock colleagues out.
 */
import { randomBytes } from "node:crypto";
import type {
  PresenceCommand,
  PresenceEventName,
  PresenterView,
  RoomEvent,
} from "../../src/model/presence/protocol";
import { createTokenBucket, type TokenBucket } from "./token-bucket";

export interface PresenceHubOptions {
  maxPeople?: number;
  /** Streams one client (remote address) may hold at once. */
  maxPerClient?: number;
  maxQueuedBytes?: number;
  heartbeatMs?: number;
  /** Commands a browser may send in a burst, and per second after it. */
  burst?: number;
  perSecond?: number;
  now?: () => number;
}

export type CommandResult =
  { ok: true } | { ok: false; status: 403 | 409 | 429; message: string };

interface Member {
  id: string;
  token: string;
  client: string;
  name: string;
  following: boolean;
  controller: ReadableStreamDefaultController<Uint8Array>;
  bucket: TokenBucket;
}

export interface PresenceHub {
  /**
   * A new browser's event stream, or why not: the room is full, or this client (its
   * remote address) already holds its share of it.
   */
  join(
    name: string,
    client: string,
  ): ReadableStream<Uint8Array> | "room-full" | "client-full";
  command(command: PresenceCommand): CommandResult;
  /** Tells everyone a run's notes changed. */
  notesChanged(agentId: string, runId: string): void;
  stats(): { people: number; queuedBytes: number };
  close(): void;
}

const encoder = new TextEncoder();
const newId = () => randomBytes(12).toString("base64url");

export function createPresenceHub(
  options: PresenceHubOptions = {},
): PresenceHub {
  const maxPeople = options.maxPeople ?? 100;
  const maxPerClient = options.maxPerClient ?? 10;
  const maxQueuedBytes = options.maxQueuedBytes ?? 64 * 1024;
  const now = options.now ?? Date.now;
  const members = new Map<string, Member>();
  const byToken = new Map<string, Member>();
  const perClient = new Map<string, number>();
  let presenter: Member | null = null;
  let view: PresenterView | null = null;

  const heartbeat = setInterval(
    () => broadcastBytes(encoder.encode(": keep-alive\n\n")),
    options.heartbeatMs ?? 20_000,
  );
  heartbeat.unref();

  function leave(member: Member) {
    if (members.get(member.id) !== member) return;
    remove(member);
    broadcast("room", room());
  }

  function remove(member: Member) {
    members.delete(member.id);
    byToken.delete(member.token);
    const held = (perClient.get(member.client) ?? 1) - 1;
    if (held > 0) perClient.set(member.client, held);
    else perClient.delete(member.client);
    if (presenter === member) stopPresenting();
  }

  function stopPresenting() {
    presenter = null;
    view = null;
    for (const other of members.values()) other.following = false;
  }

  /** Enqueues without waiting; a browser whose queue is over its share is dropped. */
  function sendBytes(member: Member, bytes: Uint8Array): boolean {
    try {
      member.controller.enqueue(bytes);
      if ((member.controller.desiredSize ?? 0) >= 0) return true;
      member.controller.error(new Error("This browser stopped reading."));
    } catch {
      // The stream already ended (cancelled by a closed socket).
    }
    if (members.get(member.id) === member) remove(member);
    return false;
  }

  function broadcastBytes(bytes: Uint8Array) {
    let dropped = false;
    for (const member of [...members.values()])
      if (!sendBytes(member, bytes)) dropped = true;
    if (dropped) broadcast("room", room());
  }

  function broadcast(event: PresenceEventName, data: unknown) {
    broadcastBytes(sseBytes(event, data));
  }

  function room(): RoomEvent {
    return {
      people: [...members.values()].map(({ id, name, following }) => ({
        id,
        name,
        following,
      })),
      presenter: presenter?.id ?? null,
    };
  }

  return {
    join(name, client) {
      if (members.size >= maxPeople) return "room-full";
      if ((perClient.get(client) ?? 0) >= maxPerClient) return "client-full";
      let member!: Member;
      const stream = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            member = {
              id: newId(),
              token: newId(),
              client,
              name,
              following: false,
              controller,
              bucket: createTokenBucket({
                burst: options.burst ?? 40,
                perSecond: options.perSecond ?? 20,
                now,
              }),
            };
          },
          cancel: () => leave(member),
        },
        new ByteLengthQueuingStrategy({ highWaterMark: maxQueuedBytes }),
      );
      members.set(member.id, member);
      byToken.set(member.token, member);
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      sendBytes(
        member,
        sseBytes("hello", { id: member.id, token: member.token }),
      );
      broadcast("room", room());
      if (presenter && view)
        sendBytes(member, sseBytes("view", { presenter: presenter.id, view }));
      return stream;
    },

    command(command) {
      const member = byToken.get(command.token);
      if (!member)
        return {
          ok: false,
          status: 403,
          message:
            "This browser is not connected to the presence channel (reload the page).",
        };
      if (!member.bucket.take())
        return {
          ok: false,
          status: 429,
          message: "Too many presence messages: slow down.",
        };
      switch (command.type) {
        case "present":
          presenter = member;
          member.following = false;
          view = null;
          break;
        case "stop":
          if (presenter === member) stopPresenting();
          break;
        case "view":
          if (presenter !== member)
            return {
              ok: false,
              status: 409,
              message: "Only the presenter's view is shared.",
            };
          view = command.view;
          broadcast("view", { presenter: member.id, view });
          return { ok: true };
        case "follow":
          member.following = command.following && presenter !== member;
          break;
        case "name":
          member.name = command.name;
          break;
      }
      broadcast("room", room());
      return { ok: true };
    },

    notesChanged(agentId, runId) {
      broadcast("notes", { agentId, runId });
    },

    stats() {
      let queuedBytes = 0;
      for (const member of members.values())
        queuedBytes += maxQueuedBytes - (member.controller.desiredSize ?? 0);
      return { people: members.size, queuedBytes };
    },

    close() {
      clearInterval(heartbeat);
      for (const member of members.values()) {
        try {
          member.controller.close();
        } catch {
          // Already ended.
        }
      }
      members.clear();
      byToken.clear();
      perClient.clear();
    },
  };
}

function sseBytes(event: PresenceEventName, data: unknown): Uint8Array {
  // JSON.stringify escapes line breaks inside strings, so `data` is one line.
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
