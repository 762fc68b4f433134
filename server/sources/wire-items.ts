/**
 * The objects of a list answer: `{items: […]}` (the API's pages) or a bare array (CLI-era
 * answers, some saved files). Anything else holds none; non-object items are left out.
 */
export function itemsOf(page: unknown): Record<string, unknown>[] {
  const list = Array.isArray(page)
    ? page
    : page !== null &&
        typeof page === "object" &&
        Array.isArray((page as { items?: unknown }).items)
      ? (page as { items: unknown[] }).items
      : [];
  return list.filter(
    (item): item is Record<string, unknown> =>
      item !== null && typeof item === "object" && !Array.isArray(item),
  );
}
