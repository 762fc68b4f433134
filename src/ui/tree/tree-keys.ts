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
  if (!tree || !isPlainTreeKey(event)) return false;
  if (event.key === "j") tree.focus(tree.nextNode);
  else if (event.key === "k") tree.focus(tree.prevNode);
  else if (event.key === "Enter" && tree.focusedNode) onOpen(tree.focusedNode);
  else return false;
  return true;
}

/**
 * The keys that open and close rows, as arborist has them, over an open state kept outside
 * arborist (`isOpen`, `setOpen`): → opens a closed row, else moves to the next row; ← closes
 * an open row, else moves to the parent; Space opens or closes a row with children (on a
 * leaf it is arborist's: select); `*` opens the row's siblings (closes them, from an open row). Returns false for other
 * keys, and for keys typed into a field or with a modifier held.
 */
export function handleOpenKey<T>(
  event: KeyboardEvent<HTMLElement>,
  tree: TreeApi<T> | null,
  isOpen: (id: string) => boolean,
  setOpen: (id: string, isOpen: boolean) => void,
): boolean {
  if (!tree || !isPlainTreeKey(event)) return false;
  const node = tree.focusedNode;
  if (!node) return false;
  const isOpenRow = node.isInternal && isOpen(node.id);
  if (event.key === "ArrowRight") {
    if (isOpenRow) tree.focus(tree.nextNode);
    else if (node.isInternal) setOpen(node.id, true);
  } else if (event.key === "ArrowLeft") {
    if (isOpenRow) setOpen(node.id, false);
    else if (node.parent && !node.parent.isRoot) tree.focus(node.parent);
  } else if (event.key === " " && node.isInternal) setOpen(node.id, !isOpenRow);
  else if (event.key === "*") {
    // Like arborist: the siblings all take the state opposite to this row's.
    for (const sibling of node.parent?.children ?? [node])
      if (sibling.isInternal) setOpen(sibling.id, !isOpenRow);
  } else return false;
  return true;
}

/** A key pressed without a modifier, and not typed into a field. */
function isPlainTreeKey(event: KeyboardEvent<HTMLElement>): boolean {
  return (
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !(event.target as HTMLElement).closest("input, textarea, select")
  );
}
