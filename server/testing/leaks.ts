/**
 * What must never be in a masked answer, for the tests of the mask promise: every way the
 * people of a participants directory (AI agents are not people) can be written — their names (and each word of a
 * name), emails, handles, and each phone number in the spellings people type (E.164, with
 * and without `+`, national with its trunk 0, grouped 3-3-4) — and any secret a test
 * planted. `leaksIn` names what it found, so a failure says what leaked.
 */
interface WireParticipant {
  kind?: unknown;
  displayName?: unknown;
  email?: unknown;
  channels?: unknown;
}

/** Israeli (+972) and North American (+1) numbers are the data's; others stay E.164 only. */
function phoneSpellings(e164: string): string[] {
  const digits = e164.replace(/\D/g, "");
  const spellings = [`+${digits}`, digits];
  const national = digits.startsWith("972")
    ? `0${digits.slice(3)}`
    : digits.startsWith("1")
      ? digits.slice(1)
      : null;
  if (national)
    spellings.push(
      national,
      `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
    );
  return spellings;
}

export function personalStrings(participants: readonly unknown[]): string[] {
  const found = new Set<string>();
  for (const wire of participants as WireParticipant[]) {
    // An AI agent's name is not personal (decision 1700): it stays in answers.
    if (wire.kind === "AI_AGENT") continue;
    if (typeof wire.displayName === "string" && wire.displayName.trim()) {
      found.add(wire.displayName);
      // A person's first or last name alone is as personal ("Dana", "Levi"); a group's
      // name is masked only whole; short words are not names.
      if (wire.kind !== "GROUP")
        for (const word of wire.displayName.split(/\s+/))
          if (word.length >= 3) found.add(word);
    }
    if (typeof wire.email === "string" && wire.email) found.add(wire.email);
    for (const channel of Array.isArray(wire.channels) ? wire.channels : []) {
      const address = (channel as { address?: unknown }).address;
      if (typeof address !== "string" || !address) continue;
      if (/^\+?[\d\s()-]{8,}$/.test(address))
        for (const spelling of phoneSpellings(address)) found.add(spelling);
      else found.add(address);
    }
  }
  return [...found];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The strings of `forbidden` the text holds — as whole words, any case ("Tal" is not in
 * "total") — and any unmasked international phone number.
 */
export function leaksIn(text: string, forbidden: readonly string[]): string[] {
  const leaks = forbidden.filter((value) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`,
      "iu",
    ).test(text),
  );
  const phones = text.match(/\+\d[\d -]{7,}\d/g) ?? [];
  return [...leaks, ...phones];
}
