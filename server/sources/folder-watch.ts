/**
 * Whether a served folder changed since it was last indexed, without walking it again:
 * with 20,000 files a walk per request cost ≈ 4 s a call. Three signals, any of which marks
 * the index stale:
 *
 * - `fs.watch` on every folder of the last walk (inotify: a file added, removed, renamed or
 *   written in place);
 * - the folders' mtimes, checked on each call (one `stat` per folder, not per file): a file
 *   added or removed is seen on the very next call, even before its watch event arrives;
 * - when a folder cannot be watched (too many watches, a file system without events), a
 *   rescan at most every `RESCAN_AFTER_MS`, so a file rewritten in place still shows up.
 */
import { watch, type FSWatcher } from "node:fs";
import { stat } from "node:fs/promises";

export const RESCAN_AFTER_MS = 5000;
/** Past this many folders, watching is given up for the time-based rescan. */
const MAX_WATCHED_FOLDERS = 2000;

export interface FolderWatch {
  /** Whether the folders changed since the last `scanning()`. */
  isStale(): Promise<boolean>;
  /** Called as a walk starts: changes from now on make the next index stale. */
  scanning(): void;
  /** The folders the walk read, with their mtimes taken before each was listed. */
  scanned(folders: Map<string, number>): void;
  close(): void;
}

export function createFolderWatch(): FolderWatch {
  let dirty = true;
  let unwatched = false;
  let scanStartedAt = 0;
  let folders = new Map<string, number>();
  const watchers = new Map<string, FSWatcher>();
  const markDirty = () => {
    dirty = true;
  };

  function watchFolders() {
    for (const [dir, watcher] of watchers)
      if (!folders.has(dir)) {
        watcher.close();
        watchers.delete(dir);
      }
    if (folders.size > MAX_WATCHED_FOLDERS) {
      unwatched = true;
      return;
    }
    for (const dir of folders.keys()) {
      if (watchers.has(dir)) continue;
      try {
        // Not persistent: a watch never keeps the process alive.
        const watcher = watch(dir, { persistent: false }, markDirty);
        watcher.on("error", () => {
          unwatched = true;
          markDirty();
        });
        watchers.set(dir, watcher);
      } catch {
        unwatched = true;
      }
    }
  }

  return {
    async isStale() {
      if (dirty) return true;
      if (unwatched && Date.now() - scanStartedAt > RESCAN_AFTER_MS)
        return true;
      for (const [dir, mtimeMs] of folders) {
        const now = await stat(dir).catch(() => null);
        if (now?.mtimeMs !== mtimeMs) return true;
      }
      return false;
    },
    scanning() {
      dirty = false;
      scanStartedAt = Date.now();
    },
    scanned(read) {
      folders = read;
      watchFolders();
    },
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/**
 * An index built on first use and again only when its folders changed: `watch()` is the
 * index's watch once its first build made one (null where the source is one file, which
 * is built on every call: its reads are cached per file version). Callers that ask while
 * it is being built share that build.
 */
export function watchedIndex<T>(
  build: () => Promise<T>,
  watch: () => FolderWatch | null | undefined,
): () => Promise<T> {
  let current: T | null = null;
  let building: Promise<T> | null = null;
  return async () => {
    if (building) return building;
    const folders = watch();
    if (current !== null && folders && !(await folders.isStale()))
      return current;
    if (building) return building;
    building = build().finally(() => (building = null));
    current = await building;
    return current;
  };
}
