/**
 * Every one-key command of the app, in one table: the page-wide handlers bind them by id
 * (`usePageKeys({ mask: … })`, which matches the table's `keys`), and the `?` sheet lists
 * the table. A key cannot be handled without being listed: a handler can only name an id
 * of this table. `alsoKeys` are the same command's keys a focused widget handles itself
 * (the step tree's arrows), listed on the sheet but not bound page-wide.
 */
export interface Shortcut {
  /** `KeyboardEvent.key` values the page-wide handler answers. */
  keys: readonly string[];
  /** Keys of the same command that a focused widget handles (the tree's arrows). */
  alsoKeys?: readonly string[];
  where: ShortcutPlace;
  what: string;
}

export type ShortcutPlace = "Everywhere" | "Run and session steps" | "Compare";

const TABLE = {
  sheet: { keys: ["?"], where: "Everywhere", what: "This sheet" },
  stopFollowing: {
    keys: ["Escape"],
    where: "Everywhere",
    what: "Close a sheet or box; stop following",
  },
  present: {
    keys: ["p"],
    where: "Everywhere",
    what: "Present (or stop presenting)",
  },
  follow: {
    keys: ["f"],
    where: "Everywhere",
    what: "Follow the presenter (or rejoin)",
  },
  mask: {
    keys: ["m"],
    where: "Everywhere",
    what: "Mask (or unmask) personal data",
  },
  nextStep: {
    keys: ["j"],
    alsoKeys: ["ArrowDown"],
    where: "Run and session steps",
    what: "Next step",
  },
  previousStep: {
    keys: ["k"],
    alsoKeys: ["ArrowUp"],
    where: "Run and session steps",
    what: "Previous step",
  },
  openStep: {
    keys: [],
    alsoKeys: ["ArrowRight", "ArrowLeft"],
    where: "Run and session steps",
    what: "Open / close the step",
  },
  nextError: {
    keys: ["e"],
    where: "Run and session steps",
    what: "Next error",
  },
  previousError: {
    keys: ["E"],
    where: "Run and session steps",
    what: "Previous error",
  },
  filter: {
    keys: ["/"],
    where: "Run and session steps",
    what: "Filter the steps",
  },
  nextMatch: {
    keys: ["n"],
    where: "Run and session steps",
    what: "Next filter match",
  },
  previousMatch: {
    keys: ["N"],
    where: "Run and session steps",
    what: "Previous filter match",
  },
  timeline: {
    keys: ["t"],
    where: "Run and session steps",
    what: "The timeline (or back to the step)",
  },
  firstLastStep: {
    keys: [],
    alsoKeys: ["Home", "End"],
    where: "Run and session steps",
    what: "First / last step",
  },
  nextChange: { keys: ["n"], where: "Compare", what: "Next change" },
  previousChange: { keys: ["N"], where: "Compare", what: "Previous change" },
  compareRows: {
    keys: [],
    alsoKeys: ["j", "k"],
    where: "Compare",
    what: "Next / previous row (in the tree)",
  },
} satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof TABLE;

export const SHORTCUTS: Record<ShortcutId, Shortcut> = TABLE;

const KEY_NAMES: Record<string, string> = {
  Escape: "Esc",
  ArrowDown: "↓",
  ArrowUp: "↑",
  ArrowRight: "→",
  ArrowLeft: "←",
};

/** How the sheet writes a shortcut's keys: "j / ↓", "Esc". */
export function shortcutKeysText(shortcut: Shortcut): string {
  return [...shortcut.keys, ...(shortcut.alsoKeys ?? [])]
    .map((key) => KEY_NAMES[key] ?? key)
    .join(" / ");
}

/** The table by place, in the table's order: the sheet's sections. */
export function shortcutsByPlace(): {
  where: ShortcutPlace;
  items: Shortcut[];
}[] {
  const groups = new Map<ShortcutPlace, Shortcut[]>();
  for (const shortcut of Object.values(SHORTCUTS))
    groups.set(shortcut.where, [
      ...(groups.get(shortcut.where) ?? []),
      shortcut,
    ]);
  return [...groups].map(([where, items]) => ({ where, items }));
}

/** Which of `bound` commands a key press is, if any. */
export function shortcutFor(
  key: string,
  bound: readonly ShortcutId[],
): ShortcutId | null {
  return bound.find((id) => SHORTCUTS[id].keys.includes(key)) ?? null;
}
