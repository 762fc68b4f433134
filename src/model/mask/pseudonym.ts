/**
 * Stable stand-ins for hidden identities. Known people are lettered by their position in the
 * mask input (A…Z, AA, AB…), so everyone rendering the same run with the same input sees the
 * same "Customer B". An email nobody in the input owns gets a short tag derived from the
 * lower-cased address (FNV-1a, salted): the same address always gets the same tag, in any
 * view and on any screen, without depending on what was rendered first.
 */

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function letterOf(index: number): string {
  let label = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

export function customerLabel(index: number): string {
  return `Customer ${letterOf(index)}`;
}

/** Four base-36 characters from the salted identity: a tag, not a way back to it. */
export function identityTag(identity: string, salt: string): string {
  let hash = 0x811c9dc5;
  const text = `${salt}\u0000${identity}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 36 ** 4).toString(36).padStart(4, "0");
}
