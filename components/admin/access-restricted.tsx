import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown to signed-in non-admins at /admin*: no admin data is loaded for them (DECISIONS §3). */
export function AccessRestricted() {
  return (
    <main id="conteudo" className="grid min-h-[70dvh] place-items-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className="bg-destructive/10 grid size-16 place-items-center rounded-full">
          <ShieldAlertIcon className="text-destructive size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold">Acesso Restrito</h1>
        <p>Você não tem permissão para acessar esta área.</p>
        <p className="text-muted-foreground">Apenas administradores podem acessar o painel administrativo.</p>
        <Button asChild size="lg">
          <Link href="/dashboard">Voltar para o dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
