import { ShieldIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ExportDataButton } from "./export-data-button";

/** LGPD self-service: a copy of everything kept about the user, and deleting the account. */
export function PrivacySection() {
  return (
    <section aria-labelledby="privacy-title">
      <Card>
        <CardHeader>
          <h2 id="privacy-title" className="flex items-center gap-2 leading-none font-semibold">
            <ShieldIcon className="size-4" aria-hidden /> Privacidade e dados
          </h2>
          <CardDescription>
            Pela LGPD, você pode receber uma cópia de tudo o que guardamos sobre você (conta, downloads, avaliações, fluxos enviados e contribuições) e pode
            excluir sua conta quando quiser.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <ExportDataButton />
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </section>
  );
}
