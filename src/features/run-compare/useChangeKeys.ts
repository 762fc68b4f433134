import { usePageKeys } from "../../ui/usePageKeys";

/**
 * `n` / `N`: next / previous change, anywhere on the page except while typing (text
 * fields, the picker, the editor).
 */
export function useChangeKeys(goToChange: (direction: 1 | -1) => void): void {
  usePageKeys({
    nextChange: () => goToChange(1),
    previousChange: () => goToChange(-1),
  });
}
