import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { NotFoundLogger } from "@/components/layout/not-found-logger";
import { PublicHeader } from "@/components/public/public-header";
import { Button } from "@/components/ui/button";
import { CATALOGUE_PATH } from "@/lib/catalogue/url";

/** The public pages' 404: something that does not exist, or that this visitor may not see (the two look the same). */
export function PublicNotFound({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <PublicHeader />
      <main id="conteudo" className="grid min-h-[70dvh] place-items-center px-4">
        <NotFoundLogger />
        <div className="grid max-w-md justify-items-center gap-4 text-center">
          <Icon className="text-muted-foreground size-12" aria-hidden />
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
          <Button asChild>
            <Link href={CATALOGUE_PATH}>Ver todos os fluxos</Link>
          </Button>
        </div>
      </main>
    </>
  );
}
