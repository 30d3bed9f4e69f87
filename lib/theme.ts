/**
 * Light/dark theme (SPEC §3): the choice is stored in localStorage under `theme` ("light", "dark";
 * absent means follow the system) and applied as the `dark` or `light` class on <html>.
 */
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs in <head> before the first paint, so a dark page never flashes light. Kept in sync with
 * `applyTheme` in components/theme/use-theme.ts.
 */
export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.classList.toggle("light",!d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;
