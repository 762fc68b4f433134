import { usePresenceSnapshot } from "./presence-store";

/** Who presents (null when nobody does), whether it is this browser, and who follows. */
export function usePresenter() {
  const { room, myId } = usePresenceSnapshot();
  const presenter = room.people.find((p) => p.id === room.presenter) ?? null;
  return {
    presenter,
    isPresenting: presenter !== null && presenter.id === myId,
    followers: room.people.filter((p) => p.following),
  };
}
