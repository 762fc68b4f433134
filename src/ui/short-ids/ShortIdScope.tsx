import { useState, type ReactNode } from "react";
import { createShortIdStore } from "./short-id-store";
import { ShortIdStoreContext } from "./short-id-context";

/**
 * One screen's ids: every id shown inside (`IdText`, `useShortIds`) gets a short form no
 * other id inside shows. The app shell puts one around each page.
 */
export function ShortIdScope({ children }: { children: ReactNode }) {
  const [store] = useState(createShortIdStore);
  return (
    <ShortIdStoreContext.Provider value={store}>
      {children}
    </ShortIdStoreContext.Provider>
  );
}
