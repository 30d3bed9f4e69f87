import Link from "next/link";
import { ShieldAlertIcon } from "lucide-react";
import { StatusScreen } from "@/components/layout/status-screen";
import { Button } from "@/components/ui/button";

/** Shown to signed-in non-admins at /admin*: no admin data is loaded for them (docs/product-rules.md §13). */
export function AccessRestricted() {
  return (
    <StatusScreen
      icon={ShieldAlertIcon}
      iconClassName="bg-destructive/10 text-destructive"
      title="Acesso Restrito"
      actions={
        <Button asChild size="lg">
          <Link href="/dashboard">Voltar para o dashboard</Link>
        </Button>
      }
    >
      <p>Você não tem permissão para acessar esta área.</p>
      <p className="text-muted-foreground">Apenas administradores podem acessar o painel administrativo.</p>
    </StatusScreen>
  );
}
