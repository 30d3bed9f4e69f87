import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and resolves conflicting Tailwind utilities (the last one wins). For components
 * whose defaults are utilities that a caller may override.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
