"use client";

import { useEffect } from "react";
import Link from "next/link";
import { ArrowLeftIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { StatusScreen } from "@/components/layout/status-screen";
import { Button } from "@/components/ui/button";

/** docs/product-rules.md §12: 'Erro ao carregar perfil' with a way back to the catalogue. */
export default function ProfileError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Erro ao carregar perfil", error);
  }, [error]);
  return (
    <StatusScreen
      icon={TriangleAlertIcon}
      iconClassName="bg-destructive/10 text-destructive"
      title="Erro ao carregar perfil"
      actions={
        <>
          <Button asChild>
            <Link href="/dashboard">
              <ArrowLeftIcon aria-hidden /> Voltar ao catálogo
            </Link>
          </Button>
          <Button variant="outline" onClick={reset}>
            <RefreshCwIcon aria-hidden /> Tentar novamente
          </Button>
        </>
      }
    >
      <p role="alert" className="text-muted-foreground">
        Não foi possível carregar seus dados agora. Tente novamente em instantes.
      </p>
    </StatusScreen>
  );
}
