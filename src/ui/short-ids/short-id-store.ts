import {
  distinctShortForms,
  type ShortIdForm,
} from "../../model/format/short-ids";

/**
 * The ids a screen shows, counted, and their short forms (`distinctShortForms` over all of
 * them): a header, a finding and a picker on one screen then never show two runs alike.
 * Views add the ids they show while mounted; the forms are recomputed once per change, on
 * first read, so a screen that adds a hundred ids in one commit computes them once.
 */
export interface ShortIdStore {
  /** Counts the ids in until the returned function is called. */
  add: (ids: readonly string[]) => () => void;
  subscribe: (listener: () => void) => () => void;
  forms: () => ReadonlyMap<string, ShortIdForm>;
}

export function createShortIdStore(): ShortIdStore {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let forms: ReadonlyMap<string, ShortIdForm> | null = null;
  const changed = () => {
    forms = null;
    for (const listener of listeners) listener();
  };
  return {
    add(ids) {
      const added = ids.filter((id) => {
        const count = counts.get(id) ?? 0;
        counts.set(id, count + 1);
        return count === 0;
      });
      if (added.length > 0) changed();
      return () => {
        let removed = false;
        for (const id of ids) {
          const count = (counts.get(id) ?? 1) - 1;
          if (count > 0) counts.set(id, count);
          else removed = counts.delete(id) || removed;
        }
        if (removed) changed();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forms() {
      forms ??= distinctShortForms(counts.keys());
      return forms;
    },
  };
}
