/**
 * Wire JSON for steps a journey adds to a demo run's trace (through `page.route`): the
 * demo's data is fixed, so a shape it lacks — a live run that grows, a step with thousands
 * of children — is made from its trace and these.
 */
export type Json = Record<string, unknown>;

/** A successful `shopify/get_inventory` call named "Check stock n", as the Fruxon API writes it. */
export const checkStockStep = (
  id: string,
  n: number,
  start: number,
  duration: number,
): Json => ({
  id,
  displayName: `Check stock ${n}`,
  type: "TOOL",
  status: "SUCCESS",
  error: null,
  startTime: start,
  endTime: start + duration,
  duration,
  llmStepTrace: null,
  hitlTrace: null,
  toolTrace: {
    tool: { integrationId: "shopify", id: "get_inventory" },
    parameters: { sku: `SKU-${n}` },
  },
  result: { strValue: "{}", jsonValue: null, fileLink: null },
  steps: [],
});
