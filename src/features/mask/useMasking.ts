import { useSyncExternalStore } from "react";
import { maskEpoch, maskState, subscribeMasking } from "../../api/mask-mode";

/** The masking setting reads are made under; changes when masking or its list changes. */
export function useMaskEpoch(): string {
  return useSyncExternalStore(subscribeMasking, maskEpoch, maskEpoch);
}

/** The session's own strings to hide besides the people the data names. */
export function useMaskList(): readonly string[] {
  return useSyncExternalStore(
    subscribeMasking,
    () => maskState().userStrings,
    () => maskState().userStrings,
  );
}
