import type { Config } from "tailwindcss";

/**
 * Design tokens. Components use these names (`bg-step-error`, `text-diff-added`), never
 * hex values, so one change here restyles every status badge, tree row and diff.
 */
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        "step-error": { DEFAULT: "#b42318", soft: "#fef3f2", line: "#fecdca" },
        "step-ok": { DEFAULT: "#067647", soft: "#ecfdf3" },
        "step-open": { DEFAULT: "#175cd3", soft: "#eff8ff" },
        "step-warn": { DEFAULT: "#b54708", soft: "#fffaeb", line: "#fedf89" },
        "step-muted": { DEFAULT: "#475467", soft: "#f2f4f7" },
        "diff-added": { DEFAULT: "#067647", soft: "#dcfae6" },
        "diff-removed": { DEFAULT: "#b42318", soft: "#fee4e2" },
        "diff-changed": { DEFAULT: "#b54708", soft: "#fef0c7" },
        accent: { DEFAULT: "#3e4784", soft: "#eef4ff" },
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
