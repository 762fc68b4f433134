/**
 * Fixed ids of the tenant's connectors and triggers. They come from their own seeded
 * stream, so they never depend on the anchor time or on how many runs were generated.
 */
import { createRng } from "./prng";

const rng = createRng("connectors");

/** `integrationConfigId` / `connectorId` per channel provider. */
export const CONNECTORS = {
  whatsapp: rng.uuid(),
  gmail: rng.uuid(),
  slack: rng.uuid(),
  telegram: rng.uuid(),
  webWidget: rng.uuid(),
} as const;

/** Trigger ids (`record.trigger.id`) per way a run is started. */
export const TRIGGERS = {
  policyInboxSchedule: rng.uuid(),
  whatsappInbound: rng.uuid(),
  telegramInbound: rng.uuid(),
  webWidgetApi: rng.uuid(),
  reconcileSchedule: rng.uuid(),
  ledgerSweepSchedule: rng.uuid(),
  legacyImport: rng.uuid(),
} as const;

export function destination(provider: keyof typeof CONNECTORS): {
  connectorId: string;
  provider: string;
} {
  const names: Record<keyof typeof CONNECTORS, string> = {
    whatsapp: "whatsapp",
    gmail: "google_gmail",
    slack: "slack",
    telegram: "telegram",
    webWidget: "web_widget",
  };
  return { connectorId: CONNECTORS[provider], provider: names[provider] };
}
