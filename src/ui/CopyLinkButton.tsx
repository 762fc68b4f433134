import { CopyButton } from "./CopyButton";

/** Copies the current page address: the whole view (step, pane, filter) lives in it. */
export function CopyLinkButton() {
  return (
    <CopyButton
      text={() => window.location.href}
      idle="Copy link"
      copied="Link copied"
      failed="Copy failed — use the address bar"
      title="Copy a link that opens this page as you see it: the step, the pane, the filter"
      className="px-2.5 py-1 text-xs"
    />
  );
}
