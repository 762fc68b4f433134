import { FollowerList } from "./FollowerList";
import { requestFollow, setFollowMode, useFollowMode } from "./presence-store";
import { usePresenter } from "./usePresenter";

const BUTTON = "rounded border px-2 py-0.5 text-xs font-medium";

/**
 * A line under the header while someone presents: "<name> is presenting — Follow",
 * "Following <name>", "you left their view — Rejoin", or for the presenter who follows.
 * Names are shown as text, never HTML.
 */
export function PresenceStrip() {
  const { presenter, isPresenting, followers } = usePresenter();
  const followMode = useFollowMode();
  if (!presenter) return null;
  return (
    <section
      aria-label="Presenting"
      className="flex shrink-0 items-center gap-3 border-b border-accent/30 bg-accent-soft px-4 py-1 text-sm text-slate-800"
    >
      {isPresenting ? (
        <>
          <span className="font-medium">You are presenting.</span>
          <FollowerList followers={followers} />
        </>
      ) : (
        <>
          <span role="status">
            {followMode === "following" ? (
              <>
                Following <strong>{presenter.name}</strong>
              </>
            ) : (
              <>
                <strong>{presenter.name}</strong> is presenting
                {followMode === "detached" && " — you left their view"}
              </>
            )}
          </span>
          {followMode === "following" ? (
            <button
              type="button"
              title="Stop following (Esc)"
              onClick={() => setFollowMode("detached")}
              className={`${BUTTON} border-slate-300 bg-white`}
            >
              Stop following
            </button>
          ) : (
            <button
              type="button"
              title={followMode === "detached" ? "Rejoin (f)" : "Follow (f)"}
              onClick={requestFollow}
              className={`${BUTTON} border-accent bg-accent text-white`}
            >
              {followMode === "detached" ? "Rejoin" : "Follow"}
            </button>
          )}
          <span className="text-xs text-slate-500">
            {followers.length} following
          </span>
        </>
      )}
    </section>
  );
}
