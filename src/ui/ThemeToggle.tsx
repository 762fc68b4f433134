import { setThemeChoice, useThemeChoice, type ThemeChoice } from "./theme";

const LABELS: Record<ThemeChoice, string> = {
  system: "Auto",
  light: "Light",
  dark: "Dark",
};

/** Light, dark, or as the system says (the default); remembered in this browser. */
export function ThemeToggle() {
  const choice = useThemeChoice();
  return (
    <select
      aria-label="Theme"
      title="Theme: as the system says, light or dark"
      value={choice}
      onChange={(event) => setThemeChoice(event.target.value as ThemeChoice)}
      className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-800"
    >
      {(Object.keys(LABELS) as ThemeChoice[]).map((value) => (
        <option key={value} value={value}>
          {LABELS[value]}
        </option>
      ))}
    </select>
  );
}
