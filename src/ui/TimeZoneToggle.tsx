import { setTimeZoneMode, useTimeZoneMode } from "./time-zone";

export function TimeZoneToggle() {
  const zone = useTimeZoneMode();
  return (
    <div
      role="group"
      aria-label="Time zone"
      className="flex overflow-hidden rounded border border-slate-300 text-xs"
    >
      {(["utc", "local"] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={zone === mode}
          onClick={() => setTimeZoneMode(mode)}
          className={
            zone === mode
              ? "bg-slate-800 px-2 py-0.5 text-white"
              : "bg-white px-2 py-0.5 text-slate-700 hover:bg-slate-50"
          }
        >
          {mode === "utc" ? "UTC" : "Local"}
        </button>
      ))}
    </div>
  );
}
