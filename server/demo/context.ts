/**
 * What every scenario builder shares: the anchor time, the tenant, the people, and the
 * time units. Timestamps are always `now + offset`, so the demo stays "waiting since 23
 * minutes" whenever the server starts; ids never depend on `now`.
 */
import type { PeopleDirectory } from "./scenarios/participants";

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DemoContext {
  /** The anchor, whole ms. */
  now: number;
  tenantId: string;
  people: PeopleDirectory;
}
