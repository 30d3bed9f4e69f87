"use client";

import dynamic from "next/dynamic";
import { ThemeProvider } from "@/components/theme/theme-provider";

// The toast region has nothing to show on the server: it loads after the page is interactive.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** Client-side pieces shared by every page: the theme (stored under `theme`, docs/product-rules.md §17) and toasts. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
