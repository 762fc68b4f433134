import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Where a scroller is scrolled to and how tall it is, kept current on scroll (`measure`,
 * its `onScroll`) and on resize: what a virtualised list renders from.
 */
export function useScrollView(scrollerRef: RefObject<HTMLElement | null>) {
  const [view, setView] = useState({ top: 0, height: 0 });
  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (scroller)
      setView({ top: scroller.scrollTop, height: scroller.clientHeight });
  }, [scrollerRef]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scrollerRef, measure]);
  return { view, measure };
}
