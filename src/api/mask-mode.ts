/**
 * Whether the page masks personal data (`mask=1`, the header toggle, `m`), and the
 * session's own list of strings to hide besides (decision 1702). The one switch every read
 * consults: while it is on, `fetchJson` reads through the worker, which masks what it
 * fetched, and a trace is masked as the worker reads it — so nothing personal reaches the
 * page's thread, let alone the screen or the clipboard.
 *
 * The query cache keeps masked and plain answers apart (`maskEpoch` is part of every query's
 * hash, `query-client.ts`): switching never shows an answer read under the other setting,
 * and switching back is instant while the other answers are still cached.
 */
import type { MaskConfig } from "../model/mask/mask-registry";

const LIST_KEY = "tracelens.maskList";

interface MaskState {
  on: boolean;
  userStrings: string[];
  epoch: string;
}

let state: MaskState = {
  on: false,
  userStrings: readList(),
  epoch: "plain",
};
const listeners = new Set<() => void>();

/** What the worker is asked to hide; null when masking is off. */
export function maskConfig(): MaskConfig | null {
  return state.on ? { userStrings: state.userStrings } : null;
}

/** Names the setting reads are made under: part of every query's cache key. */
export function maskEpoch(): string {
  return state.epoch;
}

export function maskState(): Readonly<MaskState> {
  return state;
}

/** Turns masking on or off (the URL's `mask=1` decides; the root route calls this). */
export function setMasking(on: boolean): void {
  update(on, state.userStrings);
}

/** Replaces the session's list of strings to hide (kept for this browser tab). */
export function setMaskList(userStrings: readonly string[]): void {
  const list = [
    ...new Set(userStrings.map((text) => text.trim()).filter(Boolean)),
  ];
  try {
    sessionStorage.setItem(LIST_KEY, JSON.stringify(list));
  } catch {
    // No storage (a locked-down browser): the list lasts until the page reloads.
  }
  update(state.on, list);
}

export function subscribeMasking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(on: boolean, userStrings: string[]) {
  const epoch = on ? `masked:${JSON.stringify(userStrings)}` : "plain";
  if (epoch === state.epoch && userStrings === state.userStrings) return;
  state = { on, userStrings, epoch };
  for (const listener of listeners) listener();
}

function readList(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(LIST_KEY) ?? "[]");
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}
