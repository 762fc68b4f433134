/** The labels of the compare view's diff panes (the URL's `tab`). */
import type { CompareTab } from "../../url/search-schemas";

export const COMPARE_TAB_LABELS: Record<CompareTab, string> = {
  inputs: "Inputs",
  results: "Results",
};
