import type { Metadata } from "next";
import Link from "next/link";
import { UserXIcon } from "lucide-react";
import { NotFoundLogger } from "@/components/layout/not-found-logger";
import { PublicHeader } from "@/components/public/public-header";
import { Button } from "@/components/ui/button";
import { CATALOGUE_PATH } from "@/lib/seo/catalogue";

export const metadata: Metadata = { title: "Autor não encontrado", robots: { index: false, follow: false } };

/** No such handle, or a page its author keeps private (the two look the same). */
export default function AuthorNotFound() {
  return (
    <>
      <PublicHeader />
      <main id="conteudo" className="grid min-h-[70dvh] place-items-center px-4">
        <NotFoundLogger />
        <div className="grid max-w-md justify-items-center gap-4 text-center">
          <UserXIcon className="text-muted-foreground size-12" aria-hidden />
          <h1 className="text-2xl font-semibold">Autor não encontrado</h1>
          <p className="text-muted-foreground">Esta página de autor não existe ou não está disponível.</p>
          <Button asChild>
            <Link href={CATALOGUE_PATH}>Ver todos os fluxos</Link>
          </Button>
        </div>
      </main>
    </>
  );
}
