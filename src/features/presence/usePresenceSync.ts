import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useEffectEvent, useRef } from "react";
import {
  hrefForFollower,
  isSamePage,
  isSameView,
  shareableHref,
} from "../../model/presence/view-href";
import {
  presenceChannel,
  setFollowMode,
  type FollowMode,
} from "./presence-store";

/** Coalesces a burst of view changes (j/k through the tree) into one message per interval. */
const PUBLISH_INTERVAL_MS = 40;
/** How many of our own follow navigations are remembered, so a burst is not read as the user's. */
const RECENT_FOLLOWS = 8;

/**
 * Keeps this browser's view and the presenter's in step. Presenting: every change of the
 * address (route, run, step, tab, filter, compare pair) is published, a burst coalesced.
 * Following: each view the presenter publishes is navigated to at once (with this
 * screen's own zoom); a navigation that is not one of those is the user's own and detaches.
 */
export function usePresenceSync({
  isPresenting,
  followMode,
  presenterView,
}: {
  isPresenting: boolean;
  followMode: FollowMode;
  presenterView: string | null;
}) {
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  // Masked, only a view that finished loading is published: a route may still replace the
  // address with its masked form (a customer's phone, decision 1705), and the first must
  // not travel. Plain, a view goes out as the navigation starts.
  const shownHref = useRouterState({
    select: (state) =>
      state.location.search.mask === "1"
        ? (state.resolvedLocation?.href ?? null)
        : state.location.href,
  });
  const recentFollows = useRef<string[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const published = useRef<string | null>(null);
  const following = useRef(0);

  // Presenting: publish the view (the first at once, a burst at most every interval).
  useEffect(() => {
    if (!isPresenting) {
      published.current = null;
      return;
    }
    if (shownHref === null) return;
    const view = shareableHref(shownHref);
    if (view === published.current) return;
    const publish = () => {
      pending.current = null;
      published.current = view;
      void presenceChannel()
        .send({ type: "view", view: { href: view } })
        .catch(() => undefined);
    };
    if (pending.current) clearTimeout(pending.current);
    if (published.current === null) publish();
    else pending.current = setTimeout(publish, PUBLISH_INTERVAL_MS);
  }, [isPresenting, shownHref]);

  // Following: go where the presenter is, with this screen's own settings.
  const goTo = useEffectEvent((view: string) => {
    const target = hrefForFollower(view, router.state.location.href);
    if (isSameView(target, router.state.location.href)) return;
    recentFollows.current = [...recentFollows.current, target].slice(
      -RECENT_FOLLOWS,
    );
    // Until it has landed, address changes are the follow's own: a masked follower's page
    // replaces a presenter's phone filter with the participant's id (decision 1705).
    following.current++;
    void router.navigate({ href: target, replace: true }).finally(() => {
      following.current--;
      // Where the follow landed is its own, params the page rewrote included; a page the
      // person clicked to while it loaded is not, and detaches once the follow is done.
      const landed = router.state.location.href;
      if (isSamePage(landed, target))
        recentFollows.current = [...recentFollows.current, landed].slice(
          -RECENT_FOLLOWS,
        );
      checkOwnNavigation(landed);
    });
  });
  useEffect(() => {
    if (followMode === "following" && presenterView !== null)
      goTo(presenterView);
  }, [followMode, presenterView]);

  // Following: a change of address that is not the presenter's is the user's own.
  const checkOwnNavigation = useEffectEvent((current: string) => {
    if (followMode !== "following" || presenterView === null) return;
    if (following.current > 0) return;
    const isFollowed =
      isSameView(current, presenterView) ||
      recentFollows.current.some((target) => isSameView(current, target));
    if (!isFollowed) setFollowMode("detached");
  });
  useEffect(() => checkOwnNavigation(href), [href]);
}
