"use client";

import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "@/lib/theme";

type Resolved = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const CHANGE_EVENT = "fluxoteca:theme";

function storedTheme(): Resolved | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

function resolvedTheme(): Resolved {
  return storedTheme() ?? (window.matchMedia(DARK_QUERY).matches ? "dark" : "light");
}

/** What THEME_SCRIPT (lib/theme.ts) does before the first paint, for later changes. */
function applyTheme() {
  const theme = resolvedTheme();
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  root.style.colorScheme = theme;
}

/** The system preference, another tab, or this tab's toggle changed the theme. */
function subscribe(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  const update = () => {
    applyTheme();
    onChange();
  };
  const onStorage = (event: StorageEvent) => event.key === THEME_STORAGE_KEY && update();
  media.addEventListener("change", update);
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, update);
  return () => {
    media.removeEventListener("change", update);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, update);
  };
}

function setTheme(theme: Resolved) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the change still applies to this page.
  }
  // Switching must not animate every colour on the page at once.
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(style);
  applyTheme();
  window.dispatchEvent(new Event(CHANGE_EVENT));
  // Reading a computed style flushes the change before transitions come back.
  window.getComputedStyle(document.body);
  setTimeout(() => style.remove(), 1);
}

/**
 * The theme in effect and a setter. `resolvedTheme` is undefined during the server render and
 * hydration (the server cannot know it); the page's colours never wait for it, THEME_SCRIPT sets them.
 */
export function useTheme() {
  const theme = useSyncExternalStore<Resolved | undefined>(subscribe, resolvedTheme, () => undefined);
  return { resolvedTheme: theme, setTheme };
}

/** Keeps <html> in step with the system preference and other tabs on every page. */
export function ThemeSync() {
  useTheme();
  return null;
}
