"use client";

import { DeferredMenuTrigger } from "@/components/ui/deferred-menu-trigger";
import { ELLIPSIS_VERTICAL } from "@/components/ui/app-icons";
import { StaticIcon } from "@/components/ui/static-icon";
import { useDeferred } from "@/lib/client/use-deferred";
import type { FlowCardMenuProps } from "./flow-card-menu-content";

// The menu (Radix, positioning, dialogs) is not part of the catalogue's first load.
const load = () => import("./flow-card-menu-content").then((m) => m.FlowCardMenuContent);

/** A card's more-options button; the menu itself loads when first used. */
export function FlowCardMenu(props: FlowCardMenuProps) {
  const { Component, preload, activate } = useDeferred(load);
  if (Component) return <Component {...props} />;
  return (
    <DeferredMenuTrigger
      variant="ghost"
      size="icon"
      className="relative z-10 size-8"
      aria-label={`Mais opções de ${props.flow.name}`}
      onPreload={preload}
      onActivate={activate}
    >
      <StaticIcon icon={ELLIPSIS_VERTICAL} />
    </DeferredMenuTrigger>
  );
}
