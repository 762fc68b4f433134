import { useCallback, useState } from "react";

/** Marks what a band must show whole when it opens (the first finding): spread on it. */
export const BAND_LEAD = { "data-band-lead": "" } as const;

/** What a band's content needs and has, in px, as last measured. */
export interface BandFit {
  /** From the top of the band's content to the bottom of its lowest lead; null: no lead. */
  lead: number | null;
  /** Height the band may take and still leave `reserveBelow` under it in the window. */
  room: number;
}

/**
 * Measures a band (a `CollapsibleStrip`): how tall its content must be to show its
 * `BAND_LEAD` elements whole, and how much of the window is left for it above the view
 * that must keep `reserveBelow` px. Reads layout only when something moved (the band or
 * its container resized, its content changed, the window resized), once per frame.
 *
 * The root's first child is the band's toggle bar; its second, when open, the content.
 * A lead's offset is read as if nothing inside were scrolled, so reading down a panel
 * does not change the band's height.
 */
export function useBandFit(reserveBelow: number, handleHeight: number) {
  const [fit, setFit] = useState<BandFit>({ lead: null, room: Infinity });
  const ref = useCallback(
    (root: HTMLElement | null) => {
      if (!root) return;
      let frame = 0;
      const measure = () => {
        frame = 0;
        const next = measureBand(root, reserveBelow, handleHeight);
        setFit((previous) =>
          previous.lead === next.lead && previous.room === next.room
            ? previous
            : next,
        );
      };
      const schedule = () => {
        if (frame === 0) frame = requestAnimationFrame(measure);
      };
      const resizes = new ResizeObserver(schedule);
      resizes.observe(root);
      if (root.parentElement) resizes.observe(root.parentElement);
      const changes = new MutationObserver(schedule);
      changes.observe(root, { childList: true, subtree: true });
      window.addEventListener("resize", schedule);
      schedule();
      return () => {
        cancelAnimationFrame(frame);
        resizes.disconnect();
        changes.disconnect();
        window.removeEventListener("resize", schedule);
      };
    },
    [reserveBelow, handleHeight],
  );
  return [ref, fit] as const;
}

function measureBand(
  root: HTMLElement,
  reserveBelow: number,
  handleHeight: number,
): BandFit {
  const bar = root.firstElementChild;
  const contentTop = bar
    ? bar.getBoundingClientRect().bottom
    : root.getBoundingClientRect().top;
  const room = Math.floor(
    window.innerHeight - contentTop - reserveBelow - handleHeight,
  );
  const content = root.children[1];
  if (!content) return { lead: null, room };
  let lead: number | null = null;
  for (const element of content.querySelectorAll("[data-band-lead]")) {
    const bottom =
      element.getBoundingClientRect().bottom -
      contentTop +
      scrolledAbove(element, content);
    lead = Math.max(lead ?? 0, Math.ceil(bottom));
  }
  return { lead, room };
}

/** How far the scroll containers between `element` and `top` have scrolled it up. */
function scrolledAbove(element: Element, top: Element): number {
  let scrolled = 0;
  for (
    let node = element.parentElement;
    node && node !== top;
    node = node.parentElement
  )
    scrolled += node.scrollTop;
  return scrolled;
}
