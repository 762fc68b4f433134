import { usePageKeys } from "../../ui/usePageKeys";

/**
 * `m` turns masking on or off. Not while typing in a field or an editor, and not with a
 * modifier (browser shortcuts stay theirs).
 */
export function useMaskKey(onToggle: () => void) {
  usePageKeys({ mask: () => onToggle() });
}
