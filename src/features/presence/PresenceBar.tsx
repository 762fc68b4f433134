import { useEffect } from "react";
import { cn } from "../../ui/cn";
import { NameForm } from "./NameForm";
import {
  choosePresenceName,
  presenceChannel,
  setFollowMode,
  setPendingAction,
  setPresenting,
  useChosenName,
  useFollowMode,
  usePendingAction,
  usePresenceSnapshot,
  type NamedAction,
} from "./presence-store";
import { useNotesFromChannel } from "./useNotesFromChannel";
import { usePresenceKeys } from "./usePresenceKeys";
import { usePresenceSync } from "./usePresenceSync";
import { usePresenter } from "./usePresenter";

/** How long a follower waits for a presenter who left (a reload) before giving up. */
const PRESENTER_GRACE_MS = 10_000;

/**
 * Present and follow, the header's part: "Present" (or `p`) makes this browser the
 * presenter; `f` follows whoever presents, `Esc` stops following. The first time, it asks
 * for the name others see (remembered in this browser). Keeps this browser's view in step
 * with the presenter's (`usePresenceSync`); `PresenceStrip` shows who presents and follows.
 */
export function PresenceBar() {
  const snapshot = usePresenceSnapshot();
  const followMode = useFollowMode();
  const chosenName = useChosenName();
  const pendingAction = usePendingAction();
  const { presenter, isPresenting } = usePresenter();

  // The presenter left: stop following unless they are back within the grace period (a
  // reload reconnects them). A presenter who returns has to be told we follow again.
  const amFollowing = snapshot.room.people.some(
    (person) => person.id === snapshot.myId && person.following,
  );
  useEffect(() => {
    if (!snapshot.hasRoom || followMode === "off") return;
    if (isPresenting) return setFollowMode("off");
    if (!presenter) {
      const timer = setTimeout(() => setFollowMode("off"), PRESENTER_GRACE_MS);
      return () => clearTimeout(timer);
    }
    if (followMode === "following" && !amFollowing)
      void presenceChannel()
        .send({ type: "follow", following: true })
        .catch(() => undefined);
  }, [snapshot.hasRoom, presenter, isPresenting, followMode, amFollowing]);

  useNotesFromChannel();
  usePresenceSync({
    isPresenting,
    followMode,
    presenterView: presenter ? (snapshot.view?.href ?? null) : null,
  });

  const run = (action: NamedAction) => {
    if (action === "present") setPresenting(!isPresenting);
    else if (action === "follow" && presenter && !isPresenting)
      setFollowMode("following");
  };
  const request = (action: NamedAction) => {
    if (chosenName === null || action === "rename") setPendingAction(action);
    else run(action);
  };
  usePresenceKeys({
    onPresent: () => request("present"),
    onFollow: () => {
      if (presenter && !isPresenting && followMode !== "following")
        request("follow");
    },
    onDetach: () => {
      if (followMode !== "following") return false;
      setFollowMode("detached");
      return true;
    },
  });

  if (pendingAction !== null)
    return (
      <NameForm
        initial={chosenName ?? ""}
        onCancel={() => setPendingAction(null)}
        onSubmit={(name) => {
          choosePresenceName(name);
          setPendingAction(null);
          run(pendingAction);
        }}
      />
    );

  return (
    <div className="flex shrink-0 items-center gap-2 text-xs">
      {!snapshot.isConnected && (
        <span className="text-slate-500">Presence offline</span>
      )}
      <button
        type="button"
        aria-pressed={isPresenting}
        title={isPresenting ? "Stop presenting (p)" : "Present (p)"}
        onClick={() => request("present")}
        className={cn(
          "whitespace-nowrap rounded border px-2 py-0.5 font-medium",
          isPresenting
            ? "border-step-error bg-step-error text-white"
            : "border-slate-300 bg-white hover:bg-slate-50",
        )}
      >
        {isPresenting ? "Stop presenting" : "Present"}
      </button>
      <button
        type="button"
        title="Change the name others see"
        onClick={() => request("rename")}
        className="max-w-28 truncate text-slate-500 hover:text-slate-900"
      >
        {chosenName ?? "Your name"}
      </button>
    </div>
  );
}
