import Link from "next/link";
import { LockIcon } from "lucide-react";
import { StatusScreen } from "@/components/layout/status-screen";
import { Button } from "@/components/ui/button";
import { ContributeButton } from "@/components/payments/contribute-button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";

/** docs/product-rules.md §3 'Acesso Bloqueado': free downloads used up and this flow never downloaded. */
export function AccessBlocked({ settings }: { settings: ContributionSettings }) {
  return (
    <StatusScreen
      icon={LockIcon}
      iconClassName="bg-highlight/30"
      title="Acesso Bloqueado"
      actions={
        <>
          <ContributeButton settings={settings} label="Fazer uma contribuição" size="lg" />
          <Button asChild variant="outline" size="lg">
            <Link href="/dashboard">Voltar ao dashboard</Link>
          </Button>
        </>
      }
    >
      <p className="text-muted-foreground">
        Você atingiu o limite de downloads gratuitos. Faça uma contribuição para continuar acessando os detalhes dos fluxos.
      </p>
    </StatusScreen>
  );
}
