"use client";

import { useEffect } from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { showFlashedToast } from "@/lib/client/flash";

// docs/product-rules.md §17: one message at a time, 4000 ms.
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // A message left by the previous page just before it navigated away (lib/client/flash.ts).
  useEffect(showFlashedToast, []);
  return (
    <Sonner
      theme={(resolvedTheme as ToasterProps["theme"]) ?? "system"}
      className="toaster group"
      visibleToasts={1}
      duration={4000}
      closeButton
      containerAriaLabel="Notificações"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
