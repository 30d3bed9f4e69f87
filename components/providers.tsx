"use client";

import dynamic from "next/dynamic";
import { ThemeProvider } from "next-themes";

// The toast region has nothing to show on the server: it loads after the page is interactive.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** Client-side providers shared by every page: theme (stored under `theme`, SPEC §3) and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
