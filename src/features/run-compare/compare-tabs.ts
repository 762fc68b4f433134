/** The panes of the compare view's diff panel; the route's `tab` param takes these. */
export const COMPARE_TABS = ["inputs", "results"] as const;
export type CompareTab = (typeof COMPARE_TABS)[number];

export const COMPARE_TAB_LABELS: Record<CompareTab, string> = {
  inputs: "Inputs",
  results: "Results",
};
