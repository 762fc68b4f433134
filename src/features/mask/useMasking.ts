import { useSyncExternalStore } from "react";
import { localEpoch, subscribeLocalFiles } from "../../api/local-files";
import { maskEpoch, maskState, subscribeMasking } from "../../api/mask-mode";

/**
 * The setting reads are made under: changes when masking or its list changes, and when
 * files are opened or closed.
 */
export function useMaskEpoch(): string {
  const mask = useSyncExternalStore(subscribeMasking, maskEpoch, maskEpoch);
  const local = useSyncExternalStore(
    subscribeLocalFiles,
    localEpoch,
    localEpoch,
  );
  return `${mask}|${local}`;
}

/** The session's own strings to hide besides the people the data names. */
export function useMaskList(): readonly string[] {
  return useSyncExternalStore(
    subscribeMasking,
    () => maskState().userStrings,
    () => maskState().userStrings,
  );
}
