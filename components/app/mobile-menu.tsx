"use client";

import { DeferredMenuTrigger } from "@/components/ui/deferred-menu-trigger";
import { MENU } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
import { useDeferred } from "@/lib/client/use-deferred";
import type { MobileMenuProps } from "./mobile-menu-content";

const load = () => import("./mobile-menu-content").then((m) => m.MobileMenuContent);

/** Below 768 px the header collapses into this menu (docs/product-rules.md §17); its code loads when first used. */
export function MobileMenu(props: MobileMenuProps) {
  const { Component, preload, activate } = useDeferred(load);
  if (Component) return <Component {...props} />;
  return (
    <DeferredMenuTrigger variant="outline" size="icon" aria-label="Abrir menu" onPreload={preload} onActivate={activate}>
      <StaticIcon icon={MENU} />
    </DeferredMenuTrigger>
  );
}
