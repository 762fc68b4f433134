/**
 * Durations the way the CLI prints them: `200ms`, `4.8s`, `36.7s`, `11m 23s`, `2h 05m`,
 * `3d 4h`.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return "—";
  const sign = ms < 0 ? "−" : "";
  const abs = Math.abs(ms);
  if (abs < 1000) return `${sign}${Math.round(abs)}ms`;
  const seconds = abs / 1000;
  if (seconds < 60)
    return `${sign}${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)}s`;
  const totalSeconds = Math.round(seconds);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60)
    return `${sign}${minutes}m ${String(totalSeconds % 60).padStart(2, "0")}s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return `${sign}${hours}h ${String(minutes % 60).padStart(2, "0")}m`;
  return `${sign}${Math.floor(hours / 24)}d ${hours % 24}h`;
}
