import type { Config } from "tailwindcss";

/**
 * Design tokens. Components use these names (`bg-step-error`, `text-diff-added`), never
 * hex values, so one change here restyles every status badge, tree row and diff.
 */
/** `{ DEFAULT: var(--tl-name), soft: var(--tl-name-soft), … }` for a token and its shades. */
function tokens(name: string, shades: string[]): Record<string, string> {
  const colors: Record<string, string> = { DEFAULT: `var(--tl-${name})` };
  for (const shade of shades) colors[shade] = `var(--tl-${name}-${shade})`;
  return colors;
}

export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      // Each value is a CSS variable set per theme in src/styles/index.css (light and
      // dark), so one class reads right in both.
      colors: {
        "step-error": tokens("step-error", ["soft", "line"]),
        "step-ok": tokens("step-ok", ["soft"]),
        "step-open": tokens("step-open", ["soft"]),
        "step-warn": tokens("step-warn", ["soft", "line"]),
        "step-muted": tokens("step-muted", ["soft"]),
        "diff-added": tokens("diff-added", ["soft"]),
        "diff-removed": tokens("diff-removed", ["soft"]),
        "diff-changed": tokens("diff-changed", ["soft"]),
        accent: tokens("accent", ["soft"]),
      },
      fontFamily: {
        mono: [
          "ui-monospace",
          "SFMono-Regular",
          "Menlo",
          "Consolas",
          "monospace",
        ],
      },
    },
  },
} satisfies Config;
