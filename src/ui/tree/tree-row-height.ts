/** Every tree row is this tall: arborist virtualises with a fixed row height (the benchmark reads it too). */
export const TREE_ROW_HEIGHT = 24;
