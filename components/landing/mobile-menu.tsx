"use client";

import { MenuIcon } from "lucide-react";
import { DeferredMenuTrigger } from "@/components/ui/deferred-menu-trigger";
import { useDeferred } from "@/lib/client/use-deferred";

const load = () => import("./mobile-menu-content").then((m) => m.MobileMenuContent);

/** The landing page's phone menu; its code (Radix menu, positioning) loads when first used. */
export function MobileMenu() {
  const { Component, preload, activate } = useDeferred(load);
  if (Component) return <Component />;
  return (
    <DeferredMenuTrigger variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu de navegação" onPreload={preload} onActivate={activate}>
      <MenuIcon aria-hidden />
    </DeferredMenuTrigger>
  );
}
