import {
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import {
  distinctShortForms,
  type ShortIdForm,
} from "../../model/format/short-ids";
import { ShortIdStoreContext } from "./short-id-context";

const NO_SCOPE = () => () => {};

/**
 * Short forms of the given ids, told apart from every other id the screen shows: the ids
 * join the nearest `ShortIdScope` while the caller is mounted. Before they have joined (the
 * first render) and outside any scope, they are told apart from each other only.
 */
export function useShortIds(
  ids: readonly string[],
): ReadonlyMap<string, ShortIdForm> {
  const store = useContext(ShortIdStoreContext);
  // `ids` is a new array on most renders; the key names the same ids (an id holds no
  // line break: `src/model/ids.ts`), so the scope hears only of real changes.
  const key = ids.join("\n");
  const stableIds = useMemo(() => (key === "" ? [] : key.split("\n")), [key]);
  useLayoutEffect(() => store?.add(stableIds), [store, stableIds]);
  const scoped = useSyncExternalStore(
    store?.subscribe ?? NO_SCOPE,
    useCallback(() => store?.forms() ?? null, [store]),
  );
  return useMemo(() => {
    const own = distinctShortForms(stableIds);
    if (!scoped) return own;
    return new Map(
      stableIds.map((id) => [id, scoped.get(id) ?? own.get(id)!] as const),
    );
  }, [scoped, stableIds]);
}

/** One id's short form (`useShortIds`). */
export function useShortId(id: string): ShortIdForm {
  return useShortIds([id]).get(id)!;
}
