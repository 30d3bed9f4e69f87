"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";

/**
 * Light and dark themes (docs/product-rules.md §17) with next-themes: the choice is stored in localStorage under
 * `theme` (absent follows the system), applied as the `dark` or `light` class on <html> by its
 * script before the first paint, and kept in step with the system and other tabs.
 *
 * Without `disableTransitionOnChange`: next-themes applies it on every mount too, and its injected
 * `*{transition:none}` rule restyled the whole page twice after hydration (style recalc at CPU 4×:
 * median 354 → 190 ms on /fluxos); `useThemeSwitch` turns transitions off only for a user's switch.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem>
      {children}
    </NextThemesProvider>
  );
}

/** The theme switch of the header and the mobile menu: colours change at once, without each element's transition. */
export function useThemeSwitch() {
  const { resolvedTheme, setTheme } = useTheme();
  const isDark = resolvedTheme === "dark";
  const toggle = () => {
    const style = document.head.appendChild(document.createElement("style"));
    style.textContent = "*,*::before,*::after{transition:none!important}";
    setTheme(isDark ? "light" : "dark");
    // next-themes sets the class in an effect of the click's render, flushed before this timer: the
    // page is restyled once without transitions, then the rule goes.
    setTimeout(() => {
      void getComputedStyle(document.body).color;
      style.remove();
    });
  };
  return { isDark, toggle };
}
