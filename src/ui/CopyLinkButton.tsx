import { CopyButton } from "./CopyButton";
import { useTimeZoneMode, withZoneParam } from "./time-zone";

/**
 * Copies the current page address: the whole view (step, pane, filter) lives in it, and
 * the zone the times are shown in is written in.
 */
export function CopyLinkButton() {
  const zone = useTimeZoneMode();
  return (
    <CopyButton
      text={() => withZoneParam(window.location.href, zone)}
      idle="Copy link"
      copied="Link copied"
      failed="Copy failed — use the address bar"
      title="Copy a link that opens this page as you see it: the step, the pane, the filter, the time zone"
      className="px-2.5 py-1 text-xs"
    />
  );
}
