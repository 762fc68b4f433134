import { createContext } from "react";
import type { ShortIdStore } from "./short-id-store";

/** The nearest `ShortIdScope`'s store; null outside any scope. */
export const ShortIdStoreContext = createContext<ShortIdStore | null>(null);
