/**
 * The browser's end of the presence channel: one `EventSource` on
 * `/api/presence/events`, every event validated with the protocol's schemas (anything else
 * is dropped), and commands posted back with the private token the `hello` event gave.
 * It reconnects by itself (EventSource does); after a reconnect — or a reload, given the
 * intent kept for the tab — it says again what this browser was doing (presenting,
 * following), since the proxy sees a new browser each time.
 *
 * A plain subscribable object, so React reads it with `useSyncExternalStore` and nothing
 * else holds a second copy of the room.
 */
import {
  PRESENCE_EVENTS,
  type PresenceCommand,
  type PresenterView,
  type RoomEvent,
} from "../model/presence/protocol";
import { sendJson } from "./client";

/** `PresenceCommand` without the token, which the channel adds. */
type Command = PresenceCommand extends infer C
  ? C extends { token: string }
    ? Omit<C, "token">
    : never
  : never;

export interface PresenceSnapshot {
  isConnected: boolean;
  /** This browser's public id once connected. */
  myId: string | null;
  room: RoomEvent;
  /** Whether the room has been heard since (re)connecting: before, nobody seems present. */
  hasRoom: boolean;
  /** The presenter's latest view, while someone presents. */
  view: PresenterView | null;
}

export interface PresenceChannel {
  snapshot: () => PresenceSnapshot;
  subscribe: (listener: () => void) => () => void;
  send(command: Command): Promise<void>;
  /** Called with each `notes` event (a run's notes changed). */
  onNotesChanged(
    listener: (agentId: string, runId: string) => void,
  ): () => void;
  close(): void;
}

const EMPTY_ROOM: RoomEvent = { people: [], presenter: null };

/** What this browser was doing before a reload: said again at once when the channel opens. */
export interface PresenceIntent {
  presenting: boolean;
  following: boolean;
}

export function openPresenceChannel(
  name: string,
  initialIntent: PresenceIntent = { presenting: false, following: false },
): PresenceChannel {
  let snapshot: PresenceSnapshot = {
    isConnected: false,
    myId: null,
    room: EMPTY_ROOM,
    hasRoom: false,
    view: null,
  };
  let token: string | null = null;
  /** What to say again after a reconnect. */
  let intent = { ...initialIntent, name };
  const listeners = new Set<() => void>();
  const notesListeners = new Set<(agentId: string, runId: string) => void>();
  const update = (patch: Partial<PresenceSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const source = new EventSource(
    `/api/presence/events?${new URLSearchParams({ name })}`,
  );
  const on = <K extends keyof typeof PRESENCE_EVENTS>(
    event: K,
    handle: (data: ReturnType<(typeof PRESENCE_EVENTS)[K]["parse"]>) => void,
  ) =>
    source.addEventListener(event, (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = PRESENCE_EVENTS[event].safeParse(data);
      if (parsed.success) handle(parsed.data as never);
    });

  on("hello", (hello) => {
    const isReconnect = token !== null;
    token = hello.token;
    update({ isConnected: true, myId: hello.id, hasRoom: false });
    const resend = (command: Command) =>
      void channel.send(command).catch(() => undefined);
    if (isReconnect && intent.name !== name)
      resend({ type: "name", name: intent.name });
    if (intent.presenting) resend({ type: "present" });
    else if (intent.following) resend({ type: "follow", following: true });
  });
  on("room", (room) =>
    update({
      room,
      hasRoom: true,
      view: room.presenter ? snapshot.view : null,
    }),
  );
  on("view", (event) => update({ view: event.view }));
  on("notes", ({ agentId, runId }) => {
    for (const listener of notesListeners) listener(agentId, runId);
  });
  source.addEventListener("error", () => update({ isConnected: false }));

  const channel: PresenceChannel = {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(command) {
      if (command.type === "present") intent = { ...intent, presenting: true };
      if (command.type === "stop") intent = { ...intent, presenting: false };
      if (command.type === "follow")
        intent = { ...intent, following: command.following };
      if (command.type === "name") intent = { ...intent, name: command.name };
      if (!token) return;
      await sendJson("POST", "/api/presence", { ...command, token });
    },
    onNotesChanged(listener) {
      notesListeners.add(listener);
      return () => notesListeners.delete(listener);
    },
    close: () => source.close(),
  };
  return channel;
}
