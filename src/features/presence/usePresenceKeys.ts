import { usePageKeys } from "../../ui/usePageKeys";

/**
 * `p` present (or stop), `f` follow (or rejoin), `Esc` stop following. Not while typing
 * in a field or an editor, and not with a modifier (browser shortcuts stay theirs).
 */
export function usePresenceKeys(handlers: {
  onPresent: () => void;
  onFollow: () => void;
  onDetach: () => boolean;
}) {
  // A used key must not also type into the name field it may open (`usePageKeys`).
  usePageKeys({
    present: () => handlers.onPresent(),
    follow: () => handlers.onFollow(),
    stopFollowing: () => handlers.onDetach(),
  });
}
