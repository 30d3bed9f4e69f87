import Link from "next/link";
import { LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ContributeButton } from "@/components/payments/contribute-button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";

/** SPEC §2 'Acesso Bloqueado': free downloads used up and this flow never downloaded. */
export function AccessBlocked({ settings }: { settings: ContributionSettings }) {
  return (
    <main id="conteudo" className="grid min-h-[60dvh] place-items-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className="bg-highlight/30 grid size-16 place-items-center rounded-full">
          <LockIcon className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold">Acesso Bloqueado</h1>
        <p className="text-muted-foreground">
          Você atingiu o limite de downloads gratuitos. Faça uma contribuição para continuar acessando os detalhes dos fluxos.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <ContributeButton settings={settings} label="Fazer uma contribuição" size="lg" />
          <Button asChild variant="outline" size="lg">
            <Link href="/dashboard">Voltar ao dashboard</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
