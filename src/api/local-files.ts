/**
 * Runs opened from files in this browser (decision 1703): while files are open, every read
 * the page makes — `fetchJson` and traces alike — is answered by the trace worker from the
 * files, with no proxy, token or upstream; the app's views are the same. Opening a file
 * that cannot be read changes nothing and says why (`lastError`). A static export
 * (`npm run export:static`) opens its bundle this way at start, and cannot be closed.
 */
import { runModelTask } from "./trace-worker";

export interface OpenedFiles {
  /** Which files, for the banner and the source badge. */
  label: string;
  /** The run to show first. */
  first: { agentId: string; runId: string };
  /** A static export's bundle: there is no proxy to go back to. */
  isStatic: boolean;
  /** Distinguishes one opening from the next: part of every query's cache key. */
  id: number;
}

interface LocalState {
  opened: OpenedFiles | null;
  lastError: string | null;
}

let state: LocalState = { opened: null, lastError: null };
let nextId = 1;
const listeners = new Set<() => void>();

export function openedFiles(): OpenedFiles | null {
  return state.opened;
}

export function localState(): LocalState {
  return state;
}

/** Names the source reads are made from: part of every query's cache key. */
export function localEpoch(): string {
  return state.opened ? `file:${state.opened.id}` : "proxy";
}

export function subscribeLocalFiles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens bundles or saved JSON; resolves with what opened, or null when they could not be
 * read (`lastError` says why; whatever was open stays open).
 */
export async function openFiles(
  files: readonly File[],
  isStatic = false,
): Promise<OpenedFiles | null> {
  try {
    const opened = await runModelTask("openFiles", { files: [...files] });
    set({ opened: { ...opened, isStatic, id: nextId++ }, lastError: null });
    return state.opened;
  } catch (error) {
    set({ ...state, lastError: (error as Error).message });
    return null;
  }
}

/** Back to the proxy's runs. */
export async function closeFiles(): Promise<void> {
  await runModelTask("closeFiles", {});
  set({ opened: null, lastError: null });
}

/** A file that could not even be fetched (a static export's bundle missing). */
export function reportLocalError(message: string): void {
  set({ ...state, lastError: message });
}

export function dismissLocalError(): void {
  set({ ...state, lastError: null });
}

function set(next: LocalState) {
  state = next;
  for (const listener of listeners) listener();
}
