"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { BarcodeIcon, CheckIcon, CreditCardIcon, QrCodeIcon, XIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/client/api";
import type { DemoMethod } from "@/lib/payments/schemas";
import { failureMessage } from "@/lib/client/api-feedback";

const METHODS: { value: DemoMethod; label: string; hint: string; Icon: typeof QrCodeIcon }[] = [
  { value: "pix", label: "PIX", hint: "Aprovação na hora", Icon: QrCodeIcon },
  { value: "credit_card", label: "Cartão", hint: "Crédito, à vista", Icon: CreditCardIcon },
  { value: "ticket", label: "Boleto", hint: "Compensa em até 3 dias úteis", Icon: BarcodeIcon },
];

type Outcome = "approved" | "rejected";

/** The demo checkout's payment choice and its 'Aprovar' / 'Recusar' buttons. */
export function DemoCheckoutForm({ contributionId }: { contributionId: string }) {
  const router = useRouter();
  const [method, setMethod] = useState<DemoMethod>("pix");
  const [pending, setPending] = useState<Outcome | null>(null);

  async function finish(outcome: Outcome) {
    setPending(outcome);
    const result = await postJson<{ status: string }>(`/api/dev/checkout/${contributionId}`, { outcome, method });
    if (!result.ok) {
      setPending(null);
      toast.error("Erro", { description: failureMessage(result, "Não foi possível processar o pagamento. Tente novamente.") });
      return;
    }
    // The dashboard reads the contribution's real state: an earlier approval survives a later refusal.
    const back = result.data.status === "APPROVED" ? "sucesso" : "falha";
    // Replace: going back must not land on a checkout that is already settled.
    router.replace(`/dashboard?contribuicao=${back}&external_reference=${contributionId}`);
  }

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3" disabled={pending !== null}>
        <legend className="mb-3 text-sm font-medium">Forma de pagamento</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {METHODS.map(({ value, label, hint, Icon }) => (
            <label
              key={value}
              className="bg-background hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] sm:flex-col sm:items-start sm:gap-2"
            >
              <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} className="sr-only" />
              <Icon className="text-primary size-5 shrink-0" aria-hidden />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{label}</span>
                <span className="text-muted-foreground text-xs">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" size="lg" variant="outline" onClick={() => finish("rejected")} disabled={pending !== null}>
          <XIcon aria-hidden /> {pending === "rejected" ? "Recusando..." : "Recusar"}
        </Button>
        <Button type="button" size="lg" onClick={() => finish("approved")} disabled={pending !== null}>
          <CheckIcon aria-hidden /> {pending === "approved" ? "Aprovando..." : "Aprovar"}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {pending === "approved" ? "Aprovando pagamento" : pending === "rejected" ? "Recusando pagamento" : ""}
      </p>
    </div>
  );
}
