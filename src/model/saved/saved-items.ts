/**
 * The list outputs of saved CLI JSON (conversation and state alike), read the same way: a
 * page's `items` or a bare array, of which only objects count, classified by the fields of
 * one leading item; the list is that kind's items only.
 */
export type SavedItem = Record<string, unknown>;

export function isObject(value: unknown): value is SavedItem {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Whether the item carries any of `keys`. */
export function hasAny(item: SavedItem, ...keys: string[]): boolean {
  return keys.some((key) => key in item);
}

/** A saved single object: an object that is not a page of `items`. */
export function isSingleObject(json: unknown): json is SavedItem {
  return isObject(json) && !Array.isArray(json.items);
}

/** The objects of a bare array or of a page's `items`; none for anything else. */
export function listedObjects(json: unknown): SavedItem[] {
  const list = Array.isArray(json)
    ? json
    : isObject(json) && Array.isArray(json.items)
      ? json.items
      : [];
  return list.filter(isObject);
}

/** The items of the kind `lead` has (null when it has none), among `items`. */
export function itemsOfKind<Kind extends string>(
  lead: SavedItem | undefined,
  items: SavedItem[],
  kindOf: (item: SavedItem) => Kind | null,
): { kind: Kind; items: SavedItem[] } | null {
  const kind = lead ? kindOf(lead) : null;
  return kind
    ? { kind, items: items.filter((item) => kindOf(item) === kind) }
    : null;
}
