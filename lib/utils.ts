import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * The class helper: joins class names and resolves conflicting Tailwind utilities (the last one
 * wins), for components whose defaults are utilities that a caller may override. The primitives of
 * components/ui are styled by component classes (app/globals.css), which a caller's utilities beat
 * in the cascade, so they join with plain `clsx`: importing tailwind-merge there put 8.4 KB gzip in
 * every page's first load.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
