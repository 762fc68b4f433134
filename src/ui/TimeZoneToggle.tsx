import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { localZoneName } from "../model/format/time";
import { cn } from "./cn";
import { storeTimeZoneMode, useTimeZoneMode, zoneParam } from "./time-zone";

/**
 * UTC or local time, the local zone named ("Local (Europe/Berlin)"; each time shown also
 * carries its zone's short name). The choice is written
 * into the address (`tz`), so a copied link shows the same clock times; a link naming some
 * other zone shows it as a third, pressed choice.
 */
export function TimeZoneToggle() {
  const zone = useTimeZoneMode();
  const navigate = useNavigate();
  const local = localZoneName();
  const choose = (mode: "utc" | "local") => {
    storeTimeZoneMode(mode);
    void navigate({
      to: ".",
      search: (prev) => ({ ...prev, tz: zoneParam(mode) }),
      replace: true,
    });
  };
  const isForeign = zone !== "utc" && zone !== "local";
  return (
    <div
      role="group"
      aria-label="Time zone"
      className="flex overflow-hidden rounded border border-slate-300 text-xs"
    >
      <ZoneButton isPressed={zone === "utc"} onClick={() => choose("utc")}>
        UTC
      </ZoneButton>
      <ZoneButton
        isPressed={zone === "local"}
        onClick={() => choose("local")}
        title={`This computer's time zone${local ? `: ${local}` : ""}`}
      >
        Local
        {/* Below 1536 px the header keeps one line: each time then names its zone. */}
        {local && <span className="max-2xl:sr-only"> ({local})</span>}
      </ZoneButton>
      {isForeign && (
        <ZoneButton isPressed title="The time zone the link you opened names">
          {zone}
        </ZoneButton>
      )}
    </div>
  );
}

function ZoneButton({
  isPressed,
  onClick,
  title,
  children,
}: {
  isPressed: boolean;
  onClick?: () => void;
  title?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      title={title}
      className={cn(
        "whitespace-nowrap px-2 py-0.5",
        isPressed
          ? "bg-slate-800 text-white"
          : "bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {children}
    </button>
  );
}
