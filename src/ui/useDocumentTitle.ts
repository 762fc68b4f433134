import { useEffect } from "react";

const APP_NAME = "Tracelens";

/**
 * Names the browser tab after what the page shows (`Dana Levi · policy email — Tracelens`),
 * so a person with ten runs open finds the one they want; back to the app's name on leave.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
