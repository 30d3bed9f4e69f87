/**
 * Joins class names only. Enough for the primitives styled by component classes (app/globals.css): a
 * caller's utilities already win in the cascade, so the browser needs no class merger for them. Kept
 * apart from `cn` so that importing it never pulls tailwind-merge into a page's first load.
 */
export { clsx as cx } from "clsx";
