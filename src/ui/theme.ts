import { useSyncExternalStore } from "react";

/**
 * Light or dark. "system" follows the operating system (`prefers-color-scheme`), live; a
 * choice of light or dark is a personal screen setting kept in localStorage, not in links.
 * The effective theme is `data-theme` on <html>, which src/styles/index.css reads.
 */
export type ThemeChoice = "system" | "light" | "dark";
export type Theme = "light" | "dark";

const KEY = "tracelens.theme";
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

let choice: ThemeChoice | null = null;

function effective(current: ThemeChoice): Theme {
  if (current !== "system") return current;
  return darkQuery().matches ? "dark" : "light";
}

function apply() {
  document.documentElement.dataset.theme = effective((choice ??= readChoice()));
  for (const listener of listeners) listener();
}

/** Sets `data-theme` before the first paint and follows the system setting from then on. */
export function startTheme(): void {
  apply();
  darkQuery().addEventListener("change", apply);
}

export function setThemeChoice(next: ThemeChoice): void {
  try {
    if (next === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, next);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  choice = next;
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => (choice ??= readChoice()));
}

/** The theme in effect (what "system" resolves to now). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () =>
    effective((choice ??= readChoice())),
  );
}
