import type { Metadata } from "next";
import { Button } from "@/components/ui/button";
// Static icons: lucide's client renderer would join every page's first load through this boundary.
import { HOUSE, SEARCH_X, StaticIcon } from "@/components/ui/static-icon";
import { NotFoundLogger } from "@/components/layout/not-found-logger";

export const metadata: Metadata = { title: "Página não encontrada" };

export default function NotFound() {
  return (
    <main id="conteudo" className="grid min-h-[80dvh] place-items-center px-4">
      <NotFoundLogger />
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="bg-muted grid size-16 place-items-center rounded-full">
          <StaticIcon icon={SEARCH_X} className="text-muted-foreground size-8" />
        </span>
        <p className="text-primary text-6xl font-bold tracking-tight">404</p>
        <h1 className="text-2xl font-semibold">Ops! Página não encontrada</h1>
        <p className="text-muted-foreground">O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o início.</p>
        {/* A plain link: next/link would join every page's first load through this boundary. */}
        <Button asChild size="lg">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/">
            <StaticIcon icon={HOUSE} /> Voltar para o início
          </a>
        </Button>
      </div>
    </main>
  );
}
