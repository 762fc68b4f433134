import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
