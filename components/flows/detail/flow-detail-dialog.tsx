"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

interface Props {
  title: string;
  description?: React.ReactNode;
  /** The catalogue URL without the dialog: closing goes back there, keeping filters and page. */
  closeHref: string;
  fullPageHref?: string;
  actions?: React.ReactNode;
  /** The four tabs of SPEC §2; absent when the viewer gets a blocked or not-found body instead. */
  tabs?: { overview: React.ReactNode; json: React.ReactNode; metadata: React.ReactNode; stats: React.ReactNode };
  children?: React.ReactNode;
}

/**
 * The catalogue's flow dialog. Its content is rendered on the server; the URL (`?fluxo=id`) opens
 * it, so it can be shared and the back button closes it.
 */
export function FlowDetailDialog({ title, description, closeHref, fullPageHref, actions, tabs, children }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(true);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) router.push(closeHref, { scroll: false });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-[minmax(0,1fr)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader className="pr-6">
          <DialogTitle title={title}>{title.length > 30 ? `${title.slice(0, 30)}…` : title}</DialogTitle>
          {description && <DialogDescription asChild><div className="flex flex-wrap items-center gap-2">{description}</div></DialogDescription>}
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
          <Tabs defaultValue="overview">
            <TabsList aria-label="Detalhes do fluxo">
              <TabsTrigger value="overview">Visão Geral</TabsTrigger>
              <TabsTrigger value="json">JSON Preview</TabsTrigger>
              <TabsTrigger value="metadata">Metadados</TabsTrigger>
              <TabsTrigger value="stats">Estatísticas</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">{tabs.overview}</TabsContent>
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
