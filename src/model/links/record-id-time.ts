/**
 * The time an execution record id implies, when its format embeds one: UUID v7 (48-bit
 * Unix ms prefix), UUID v1 (60-bit count of 100 ns since 1582-10-15) and Mongo-style
 * ObjectIds (32-bit Unix seconds prefix). Random ids (UUID v4) imply nothing. Used to
 * narrow the runs list when an id cannot be found (docs/reference/investigation-workflow.md §1's fallback: list runs around
 * the time the link points at).
 */
const UUID =
  /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f])([0-9a-f]{3})-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** Milliseconds between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET_MS = 12_219_292_800_000n;
/** Anything outside these years is not a timestamp but a coincidence. */
const PLAUSIBLE_FROM = Date.UTC(2010, 0, 1);
const PLAUSIBLE_TO = Date.UTC(2100, 0, 1);

export function timeFromRecordId(id: string): number | null {
  const trimmed = id.trim();
  const uuid = UUID.exec(trimmed);
  let ms: number | null = null;
  if (uuid) {
    const [, low, mid, version, high] = uuid as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (version === "7") {
      ms = Number.parseInt(low + mid, 16);
    } else if (version === "1") {
      const ticks = BigInt(`0x${high}${mid}${low}`);
      ms = Number(ticks / 10_000n - GREGORIAN_OFFSET_MS);
    }
  } else if (OBJECT_ID.test(trimmed)) {
    ms = Number.parseInt(trimmed.slice(0, 8), 16) * 1000;
  }
  return ms !== null && ms >= PLAUSIBLE_FROM && ms < PLAUSIBLE_TO ? ms : null;
}
