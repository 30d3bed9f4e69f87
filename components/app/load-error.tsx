"use client";

import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { REFRESH_CW, StaticIcon, TRIANGLE_ALERT } from "@/components/ui/static-icon";

interface Props {
  title: string;
  fallback: string;
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * Error screen of a signed-in page (docs/product-rules.md §17): the message, 'Tentar novamente' and a full reload.
 * Error screens are in the first load of every page, in a chunk of their own: they draw their icons
 * and buttons without the components that would copy lucide's renderer and Button into that chunk.
 */
export function LoadError({ title, fallback, error, reset }: Props) {
  useEffect(() => {
    console.error(title, error);
  }, [title, error]);
  // Server errors reach the browser without their message in production; only the digest remains.
  const message = error.message && !error.digest ? error.message : fallback;
  return (
    <main id="conteudo" className="grid min-h-[60dvh] place-items-center px-4">
      <div role="alert" className="grid max-w-md justify-items-center gap-4 text-center">
        <StaticIcon icon={TRIANGLE_ALERT} className="text-destructive size-12" />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button data-slot="button" className={buttonVariants()} onClick={reset}>
            <StaticIcon icon={REFRESH_CW} /> Tentar novamente
          </button>
          <button data-slot="button" className={buttonVariants({ variant: "outline" })} onClick={() => window.location.reload()}>
            Recarregar a página
          </button>
        </div>
      </div>
    </main>
  );
}
