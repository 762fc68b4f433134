/** How many leading characters of a run id the app shows where the full id is too long. */
export const SHORT_ID_LENGTH = 8;

/**
 * A run id shortened for display (`672a6e1c` of a UUID): the Open box resolves such a
 * prefix back to the run (listing the runs when several share it).
 */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}
