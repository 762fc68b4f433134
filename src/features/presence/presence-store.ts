/**
 * This browser's presence: the one channel to the proxy (opened on first use), the name
 * chosen once and remembered in localStorage, and whether this browser follows the
 * presenter. Following is transient (not view state), so it lives here, not in the URL.
 */
import { useSyncExternalStore } from "react";
import {
  openPresenceChannel,
  type PresenceChannel,
  type PresenceSnapshot,
} from "../../api/presence-channel";
import {
  presenceName,
  storePresenceName,
  usePresenceName,
} from "../../api/presence-name";

/** Presenting or following, kept for this tab so a reload carries on. */
const INTENT_KEY = "tracelens.presence.intent";

/** `off`: not following; `following`: on the presenter's view; `detached`: left it by navigating. */
export type FollowMode = "off" | "following" | "detached";

let channel: PresenceChannel | null = null;
const initialIntent = readIntent();
let followMode: FollowMode =
  initialIntent === "following" ? "following" : "off";
const localListeners = new Set<() => void>();
const notifyLocal = () => {
  for (const listener of localListeners) listener();
};

function readIntent(): string | null {
  try {
    return sessionStorage.getItem(INTENT_KEY);
  } catch {
    return null;
  }
}

function writeIntent(intent: "presenting" | "following" | null) {
  try {
    if (intent) sessionStorage.setItem(INTENT_KEY, intent);
    else sessionStorage.removeItem(INTENT_KEY);
  } catch {
    // Storage can be disabled: a reload then starts afresh.
  }
}

/** The channel, opened on first use under the chosen name (or a guest name until one is). */
export function presenceChannel(): PresenceChannel {
  channel ??= openPresenceChannel(
    presenceName() ?? `Guest ${Math.floor(1000 + Math.random() * 9000)}`,
    {
      presenting: initialIntent === "presenting",
      following: initialIntent === "following",
    },
  );
  return channel;
}

/** Starts or stops presenting (which ends following). */
export function setPresenting(isPresenting: boolean) {
  setFollowMode("off");
  writeIntent(isPresenting ? "presenting" : null);
  void presenceChannel()
    .send({ type: isPresenting ? "present" : "stop" })
    .catch(() => undefined);
}

export function choosePresenceName(name: string) {
  const stored = storePresenceName(name);
  void presenceChannel()
    .send({ type: "name", name: stored })
    .catch(() => undefined);
}

export function setFollowMode(mode: FollowMode) {
  if (mode === followMode) return;
  followMode = mode;
  writeIntent(mode === "following" ? "following" : null);
  void presenceChannel()
    .send({ type: "follow", following: mode === "following" })
    .catch(() => undefined);
  notifyLocal();
}

/** What waits for a name to be chosen first (the name form shows meanwhile). */
export type NamedAction = "present" | "follow" | "rename";
let pendingAction: NamedAction | null = null;

export function setPendingAction(action: NamedAction | null) {
  pendingAction = action;
  notifyLocal();
}

export function usePendingAction(): NamedAction | null {
  return useSyncExternalStore(subscribeLocal, () => pendingAction);
}

/** Follows (or rejoins) the presenter, asking for a name first when none was chosen. */
export function requestFollow() {
  if (presenceName() === null) setPendingAction("follow");
  else setFollowMode("following");
}

function subscribeLocal(listener: () => void) {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

export function usePresenceSnapshot(): PresenceSnapshot {
  const live = presenceChannel();
  return useSyncExternalStore(live.subscribe, live.snapshot);
}

export function useFollowMode(): FollowMode {
  return useSyncExternalStore(subscribeLocal, () => followMode);
}

export const useChosenName = usePresenceName;
