import { useEffect } from "react";
import { useTheme } from "../theme";
import { monaco } from "./setup-monaco";

/**
 * Keeps Monaco's theme (one for every editor on the page) on the app's: `vs` in light,
 * `vs-dark` in dark, switched live with the toggle or the system setting.
 */
export function useMonacoTheme(): void {
  const theme = useTheme();
  useEffect(() => {
    monaco.editor.setTheme(theme === "dark" ? "vs-dark" : "vs");
  }, [theme]);
}
