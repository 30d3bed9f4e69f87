/**
 * Joins class names only. Enough for the primitives styled by component classes (app/globals.css): a
 * caller's utilities already win in the cascade, so the browser needs no class merger for them. Kept
 * apart from `cn` so that importing a primitive never pulls tailwind-merge (8.4 KB gzip) into a page's
 * first load; `cn` stays for components whose defaults are utilities.
 */
export { clsx as cx } from "clsx";
