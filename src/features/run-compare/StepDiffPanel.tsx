import { useMemo } from "react";
import { diffFields } from "../../model/diff/diff-fields";
import type { DiffNode } from "../../model/diff/diff-run";
import { pairSideText, pairSideValue } from "../../model/diff/pair-io";
import type { IoSide } from "../../model/diff/step-io";
import { cn } from "../../ui/cn";
import { JsonDiffView } from "../../ui/monaco/JsonDiffView";
import { ChangedFields } from "./ChangedFields";
import { COMPARE_TABS, type CompareTab } from "../../url/search-schemas";
import { COMPARE_TAB_LABELS as TAB_LABELS } from "./compare-tabs";
import { STATUS_LABEL } from "./compare-row-view";
import { STATUS_CHIP } from "./diff-status-style";
import { StepSideFacts } from "./StepSideFacts";
import { PanelHeader } from "../../ui/PanelHeader";
import { TabList } from "../../ui/TabList";
import { PageSpinner } from "../../ui/PageSpinner";
import type { RunTrace } from "../../model/run";
import { useFullPair } from "./useFullPair";
import { DataText } from "../../ui/DataText";

/**
 * The selected pair: both steps' status, then the diff of their inputs (tool parameters;
 * an LLM step's instructions and conversation) or results, with the changed JSON paths
 * listed above the diff editor. A step only one run has diffs against nothing.
 */
export function StepDiffPanel({
  node: summaryNode,
  leftTrace,
  rightTrace,
  tab,
  onSelectTab,
  openLeft,
  openRight,
}: {
  node: DiffNode;
  /** The traces the node's steps belong to: the panel reads their payloads. */
  leftTrace: RunTrace;
  rightTrace: RunTrace;
  tab: CompareTab;
  onSelectTab: (tab: CompareTab) => void;
  /** Links that open each side's step in the run view. */
  openLeft: React.ReactNode;
  openRight: React.ReactNode;
}) {
  const node = useFullPair(summaryNode, leftTrace, rightTrace);
  const left = node?.left;
  const right = node?.right;
  const side: IoSide = tab;
  const texts = useMemo(
    () => ({
      left: left ? pairSideText(leftTrace, left, side) : "",
      right: right ? pairSideText(rightTrace, right, side) : "",
    }),
    [left, right, side, leftTrace, rightTrace],
  );
  const fields = useMemo(
    () =>
      diffFields(
        left ? pairSideValue(leftTrace, left, side) : undefined,
        right ? pairSideValue(rightTrace, right, side) : undefined,
      ),
    [left, right, side, leftTrace, rightTrace],
  );
  if (!node) return <PageSpinner label="Loading the two steps…" />;
  const title = (right ?? left)!;
  const hasNothing = texts.left === "null" && texts.right === "null";
  return (
    <section
      aria-label={`Diff of ${title.path} ${title.name}`}
      className="flex h-full min-h-0 flex-col"
    >
      <PanelHeader
        className="py-2 text-sm"
        title={
          <>
            <span
              className={cn(
                "rounded px-1.5 text-[11px] font-semibold uppercase",
                STATUS_CHIP[node.status],
              )}
            >
              {STATUS_LABEL[node.status]}
            </span>
            <span className="text-xs font-semibold text-slate-500">
              {title.type}
            </span>
            <h2 className="font-semibold">
              <DataText text={title.name} />
            </h2>
            {title.tool?.tool && (
              <span className="font-mono text-xs text-slate-600">
                <DataText text={title.tool.tool.label} />
              </span>
            )}
          </>
        }
        below={
          <>
            <div className="grid grid-cols-2 gap-2 text-xs">
              <StepSideFacts step={left} side="Other run" open={openLeft} />
              <StepSideFacts step={right} side="This run" open={openRight} />
            </div>
            <TabList
              label="Compare panes"
              tabs={COMPARE_TABS}
              labels={TAB_LABELS}
              active={tab}
              onSelect={onSelectTab}
            />
          </>
        }
      />
      <div
        role="tabpanel"
        aria-label={TAB_LABELS[tab]}
        className="flex min-h-0 flex-1 flex-col"
      >
        {hasNothing ? (
          <p className="p-3 text-sm text-slate-600">
            {tab === "inputs"
              ? "This kind of step has no inputs of its own: select a tool or LLM step inside it."
              : "Neither step recorded a result."}
          </p>
        ) : (
          <>
            <div className="border-b border-slate-100">
              <ChangedFields diff={fields} what={tab} />
            </div>
            <div className="min-h-0 flex-1" data-testid="compare-diff-editor">
              <JsonDiffView
                left={texts.left}
                right={texts.right}
                label={`${TAB_LABELS[tab]} of ${title.path}: other run against this run`}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
