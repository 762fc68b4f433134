import type { KeyboardEvent } from "react";
import type { NodeApi, TreeApi } from "react-arborist";

/**
 * The keys our trees add to react-arborist's own (arrows, Home/End, Space): `j`/`k` move the
 * focus like ↓/↑ and Enter opens the focused row. Returns false for keys it does not handle,
 * and for keys typed into a field or with a modifier held.
 */
export function handleTreeKey<T>(
  event: KeyboardEvent<HTMLElement>,
  tree: TreeApi<T> | null,
  onOpen: (node: NodeApi<T>) => void,
): boolean {
  if (!tree || event.metaKey || event.ctrlKey || event.altKey) return false;
  if ((event.target as HTMLElement).closest("input, textarea, select"))
    return false;
  if (event.key === "j") tree.focus(tree.nextNode);
  else if (event.key === "k") tree.focus(tree.prevNode);
  else if (event.key === "Enter" && tree.focusedNode) onOpen(tree.focusedNode);
  else return false;
  return true;
}
