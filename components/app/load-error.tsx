"use client";

import { useEffect } from "react";
import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

interface Props {
  title: string;
  fallback: string;
  error: Error & { digest?: string };
  reset: () => void;
}

/** Error screen of a signed-in page (SPEC §2): the message, 'Tentar novamente' and a full reload. */
export function LoadError({ title, fallback, error, reset }: Props) {
  useEffect(() => {
    console.error(title, error);
  }, [title, error]);
  // Server errors reach the browser without their message in production; only the digest remains.
  const message = error.message && !error.digest ? error.message : fallback;
  return (
    <main id="conteudo" className="grid min-h-[60dvh] place-items-center px-4">
      <div role="alert" className="grid max-w-md justify-items-center gap-4 text-center">
        <TriangleAlertIcon className="text-destructive size-12" aria-hidden />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={reset}>
            <RefreshCwIcon aria-hidden /> Tentar novamente
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Recarregar a página
          </Button>
        </div>
      </div>
    </main>
  );
}
