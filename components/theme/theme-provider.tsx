"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * Light and dark themes (docs/product-rules.md §17) with next-themes: the choice is stored in localStorage under
 * `theme` (absent follows the system), applied as the `dark` or `light` class on <html> by its
 * script before the first paint, and kept in step with the system and other tabs.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey="theme" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
