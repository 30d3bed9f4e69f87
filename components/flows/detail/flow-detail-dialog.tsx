"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const TABS = [
  ["overview", "Visão Geral"],
  ["graph", "Visualização"],
  ["json", "JSON Preview"],
  ["metadata", "Metadados"],
  ["stats", "Estatísticas"],
] as const;

interface Props {
  /** The flow shown: closing gives the focus back to its card's 'Ver' link. */
  flowId: string;
  title: string;
  description?: React.ReactNode;
  /** The catalogue URL without the dialog: closing goes back there, keeping filters and page. */
  closeHref: string;
  fullPageHref?: string;
  actions?: React.ReactNode;
  /** The four tabs of docs/product-rules.md §11 plus the diagram; absent when the viewer gets a blocked or not-found body instead. */
  tabs?: { overview: React.ReactNode; graph: React.ReactNode; json: React.ReactNode; metadata: React.ReactNode; stats: React.ReactNode };
  /** A miniature of the diagram at the top of 'Visão Geral'; it opens the 'Visualização' tab. */
  thumbnail?: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * The catalogue's flow dialog. Its content is rendered on the server; the URL (`?fluxo=id`) opens
 * it, so it can be shared and the back button closes it.
 */
export function FlowDetailDialog({ flowId, title, description, closeHref, fullPageHref, actions, tabs, thumbnail, children }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<(typeof TABS)[number][0]>("overview");

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) router.push(closeHref, { scroll: false });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="grid-cols-[minmax(0,1fr)] sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          // Opened by a navigation, the dialog has no opener of its own to return to.
          const link = document.querySelector<HTMLElement>(`[data-flow-detail="${CSS.escape(flowId)}"]`);
          if (!link) return;
          event.preventDefault();
          link.focus();
        }}
      >
        <DialogHeader className="pr-6 text-left">
          <DialogTitle title={title}>{title.length > 30 ? `${title.slice(0, 30)}…` : title}</DialogTitle>
          {description && (
            <DialogDescription asChild>
              <div className="flex flex-wrap items-center gap-2">{description}</div>
            </DialogDescription>
          )}
        </DialogHeader>
        {(actions || fullPageHref) && (
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {fullPageHref && (
              <Button asChild variant="ghost" size="sm">
                <Link href={fullPageHref}>
                  <ExternalLinkIcon aria-hidden /> Abrir página
                </Link>
              </Button>
            )}
          </div>
        )}
        {tabs ? (
          <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
            <TabsList aria-label="Detalhes do fluxo" className="grid h-auto w-full grid-cols-3 sm:flex sm:h-10 sm:w-fit">
              {TABS.map(([value, label]) => (
                <TabsTrigger key={value} value={value} className="h-8 sm:h-full">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview" className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {thumbnail && (
                <button
                  type="button"
                  onClick={() => setTab("graph")}
                  className="bg-muted/30 hover:bg-muted/60 focus-visible:ring-ring grid gap-1 rounded-lg border p-2 text-left transition-colors focus-visible:ring-2 focus-visible:outline-none"
                >
                  <span className="block max-h-40 overflow-hidden">{thumbnail}</span>
                  <span className="text-primary text-sm font-medium">Ver diagrama completo</span>
                </button>
              )}
              {tabs.overview}
            </TabsContent>
            <TabsContent value="graph">{tabs.graph}</TabsContent>
            <TabsContent value="json">{tabs.json}</TabsContent>
            <TabsContent value="metadata">{tabs.metadata}</TabsContent>
            <TabsContent value="stats">{tabs.stats}</TabsContent>
          </Tabs>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
