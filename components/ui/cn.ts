import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Merge class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...classes: ClassValue[]): string {
  return mergeClasses(clsx(classes));
}
