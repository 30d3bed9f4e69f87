"use client";

import { useOptimistic, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ADMIN_TAB_LABELS, ADMIN_TABS, adminTabHref, parseAdminTab, type AdminTab } from "./tabs";

interface Props {
  active: AdminTab;
  /** Shown next to 'Fluxos' while flows wait for moderation. */
  pendingFlows: number;
  /** Shown next to 'Denúncias' while reported items wait for a decision. */
  openReports: number;
  /** The active tab's panel, rendered on the server. */
  children: React.ReactNode;
}

/**
 * The panel's tablist. The tab lives in the URL (`?aba=`), so each panel is rendered on the server
 * with only its own data. Arrows move between tabs and Enter or Space opens one (manual activation:
 * every switch is a request, so merely moving the focus must not load anything).
 */
export function AdminTabs({ active, pendingFlows, openReports, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(active);

  function select(value: string) {
    const tab = parseAdminTab(value);
    if (tab === shown) return;
    startTransition(() => {
      setShown(tab);
      router.push(adminTabHref(tab), { scroll: false });
    });
  }

  return (
    <Tabs value={shown} onValueChange={select} activationMode="manual" className="min-w-0 gap-6">
      <TabsList aria-label="Seções do painel administrativo" className="w-full justify-start sm:w-fit">
        {ADMIN_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {ADMIN_TAB_LABELS[tab]}
            {tab === "fluxos" && pendingFlows > 0 && (
              <span className="bg-amber-400 text-amber-950 rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums">
                {pendingFlows}
                <span className="sr-only"> em análise</span>
              </span>
            )}
            {tab === "denuncias" && openReports > 0 && (
              <span className="bg-destructive rounded-full px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
                {openReports}
                <span className="sr-only"> aguardando decisão</span>
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={shown} aria-busy={pending || undefined}>
        {shown === active ? children : <Spinner label="Carregando..." />}
      </TabsContent>
    </Tabs>
  );
}
