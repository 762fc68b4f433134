import { useEffect } from "react";
import { useTheme } from "../theme";
import { monaco } from "./setup-monaco";

// Monaco's own diff highlights are too strong for its token colours to keep WCAG AA
// contrast on them (`#0451a5` on `#ffa3a3` is 4.0:1; `#ce9178` on `#6f1313` is 4.5:1 minus
// a hair): the themes below keep `vs` / `vs-dark` and soften (light) or deepen (dark) the
// changed-text backgrounds, and keep the changed lines' tint faint, until every token passes 4.5:1.
monaco.editor.defineTheme("tracelens-light", {
  base: "vs",
  inherit: true,
  rules: [],
  colors: {
    "diffEditor.removedTextBackground": "#ffd7d7",
    "diffEditor.insertedTextBackground": "#d4f5d4",
    "diffEditor.removedLineBackground": "#ff000010",
    "diffEditor.insertedLineBackground": "#00c00010",
  },
});
monaco.editor.defineTheme("tracelens-dark", {
  base: "vs-dark",
  inherit: true,
  rules: [],
  colors: {
    "diffEditor.removedTextBackground": "#4a1010",
    "diffEditor.insertedTextBackground": "#102810",
    "diffEditor.removedLineBackground": "#ff000010",
    "diffEditor.insertedLineBackground": "#00c00010",
  },
});

/**
 * Keeps Monaco's theme (one for every editor on the page) on the app's: `vs` in light,
 * `vs-dark` in dark (with the diff colours above), switched live with the toggle or the
 * system setting.
 */
export function useMonacoTheme(): void {
  const theme = useTheme();
  useEffect(() => {
    monaco.editor.setTheme(
      theme === "dark" ? "tracelens-dark" : "tracelens-light",
    );
  }, [theme]);
}
