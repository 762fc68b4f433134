/**
 * Wire schema of a participant (`GET /v1/tenants/{t}/participants`, docs/reference/fruxon-wire.md §4): the
 * person, group or AI agent a run served or consulted. Only the fields Tracelens reads are
 * named; every other key is kept (`looseObject`).
 */
import { z } from "zod";

const wireString = z.string().nullish();

export const fruxonParticipantChannelSchema = z.looseObject({
  integrationConfigId: wireString,
  address: wireString,
  priority: z.number().nullish(),
  label: wireString,
  disabled: z.boolean().nullish(),
});

export const fruxonParticipantSchema = z.looseObject({
  id: z.string(),
  kind: z.union([z.string(), z.number()]).nullish(),
  displayName: wireString,
  email: wireString,
  relatedAgentId: wireString,
  channels: z.array(z.unknown()).nullish(),
  agentIds: z.array(z.unknown()).nullish(),
});

/** The list is documented as an unpaged array; `{items: [...]}` is accepted too. */
export const fruxonParticipantListSchema = z.union([
  z.array(z.unknown()),
  z.looseObject({ items: z.array(z.unknown()) }),
]);
