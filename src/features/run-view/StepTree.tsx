import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react";
import type { RunTrace } from "../../model/run";
import {
  nestRows,
  openSubtree,
  FULLY_OPEN_LIMIT,
  openWithinBudget,
  treeSelection,
  withAncestors,
} from "../../model/tree/nest-rows";
import type { StepCells } from "../../model/tree/step-cell";
import {
  ReadOnlyTree,
  type ReadOnlyTreeHandle,
  type TreeRowState,
} from "../../ui/tree/ReadOnlyTree";
import type { TreeRow } from "../../model/tree/nest-rows";
import { StepTreeRow } from "./StepTreeRow";

export interface StepTreeHandle {
  setAllOpen(isOpen: boolean): void;
  setSubtreeOpen(index: number, isOpen: boolean): void;
  focus(): void;
  moveSelection(direction: 1 | -1): void;
}

/**
 * The run's step tree: the read-only tree wrapper over the trace's steps (dotted paths as
 * ids), the selection from the URL, and a filter's answer — the matching steps and their
 * ancestors — handed over as data (decision 1002).
 */
export const StepTree = forwardRef<
  StepTreeHandle,
  {
    trace: RunTrace;
    cells: StepCells;
    /** Notes per step path: a row's marker is one lookup. */
    notedSteps: ReadonlyMap<string, number>;
    /** Failed steps below each row (`errorsInside`): a closed row says what it hides. */
    errorsInside: ReadonlyMap<number, number>;
    selectedPath: string | undefined;
    /** Steps that match the filter (their ancestors show too); null when no filter is active. */
    matches: Set<number> | null;
    onSelectStep: (path: string) => void;
  }
>(function StepTree(
  {
    trace,
    cells,
    notedSteps,
    errorsInside,
    selectedPath,
    matches,
    onSelectStep,
  },
  ref,
) {
  const treeRef = useRef<ReadOnlyTreeHandle>(null);
  const pathOf = useCallback(
    (index: number) => trace.steps[index]!.path,
    [trace],
  );
  const shown = useMemo(
    () => (matches ? withAncestors(trace.steps, matches) : null),
    [trace, matches],
  );
  const nest = useCallback(
    (isOpen: (id: string) => boolean) =>
      nestRows(trace.steps, pathOf, shown, isOpen),
    [trace, pathOf, shown],
  );
  const initialLayout = () => openWithinBudget(trace.steps, pathOf);
  // A trace streaming in mounts fully open from its first snapshot. The snapshot that takes
  // it past the budget lays it out again — once, and only while nobody has opened or closed
  // rows in bulk: rows from there on start closed, so each later snapshot costs the tree
  // widget the rows that show, not every row read (decision 1453). A new epoch, decided in
  // render, so the tree widget is never handed that snapshot fully open first.
  const layoutEpoch = trace.steps.length > FULLY_OPEN_LIMIT ? 1 : 0;
  useImperativeHandle(ref, () => ({
    setAllOpen: (isOpen) => treeRef.current?.setAllOpen(isOpen),
    setSubtreeOpen: (index, isOpen) =>
      treeRef.current?.setOpenState((current) =>
        openSubtree(trace.steps, pathOf, index, current, isOpen),
      ),
    focus: () => treeRef.current?.focus(),
    moveSelection: (direction) => treeRef.current?.moveSelection(direction),
  }));

  const selectedIndex =
    selectedPath !== undefined ? trace.byPath.get(selectedPath) : undefined;
  const selected = useMemo(
    () => treeSelection(trace.steps, pathOf, selectedIndex),
    [trace, pathOf, selectedIndex],
  );
  // A new note changes only this renderer (held in context): the visible rows redraw,
  // arborist's props stay as they were.
  const renderRow = useCallback(
    (row: TreeRow, state: TreeRowState) => {
      const cell = cells(row.index);
      return cell === undefined ? null : (
        <StepTreeRow
          view={cell}
          noteCount={notedSteps.get(cell.path) ?? 0}
          errorsInside={errorsInside.get(row.index) ?? 0}
          state={state}
        />
      );
    },
    [cells, notedSteps, errorsInside],
  );

  return (
    <ReadOnlyTree
      ref={treeRef}
      nest={nest}
      isFiltered={shown !== null}
      initialLayout={initialLayout}
      layoutEpoch={layoutEpoch}
      selected={selected}
      onSelectRow={(row) => onSelectStep(row.id)}
      renderRow={renderRow}
      indent={14}
      aria-label="Steps"
    />
  );
});
