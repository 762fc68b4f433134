import { useNavigate, useSearch } from "@tanstack/react-router";
import { MaskListEditor } from "./MaskListEditor";
import { useMaskKey } from "./useMaskKey";

/**
 * The header's "Mask" switch (and `m`): masks phone numbers, emails, the people runs name,
 * and the session's own list, everywhere on the page (decision 1702). It is `mask=1` in the
 * address, so a link copied while masked opens masked.
 */
export function MaskToggle() {
  const isMasked = useSearch({ strict: false }).mask === "1";
  const navigate = useNavigate();
  const toggle = () =>
    void navigate({
      to: ".",
      search: (prev) => ({ ...prev, mask: isMasked ? undefined : "1" }),
    });
  useMaskKey(toggle);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-pressed={isMasked}
        onClick={toggle}
        title="Mask customers' phone numbers, emails and names everywhere, for sharing your screen (m)"
        className={
          isMasked
            ? "rounded border border-step-ok bg-step-ok-soft px-2 py-0.5 text-xs font-medium text-step-ok"
            : "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-50"
        }
      >
        {isMasked ? "Masked" : "Mask"}
      </button>
      {isMasked && <MaskListEditor />}
    </div>
  );
}
