"use client";

import { useState } from "react";
import { HeartHandshakeIcon, TriangleAlertIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { useFormAction } from "@/lib/client/form-action";
import { minAmountMessage } from "@/lib/payments/messages";

export interface ContributionSettings {
  minAmount: number;
  message: string;
}

interface Props extends ContributionSettings {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Apoie o Projeto' (docs/product-rules.md §5): amount ≥ the minimum setting, then off to the checkout. */
export function ContributionDialog({ open, onOpenChange, minAmount, message }: Props) {
  const [raw, setRaw] = useState(minAmount.toFixed(2));
  // docs/product-rules.md §5: an unparseable amount falls back to the minimum.
  const parsed = Number.parseFloat(raw.replace(",", "."));
  const amount = Number.isFinite(parsed) ? Math.round(parsed * 100) / 100 : minAmount;
  const insufficient = amount < minAmount;

  // `leaving`: off to the checkout, so the button stays busy until the page has gone.
  const [{ leaving }, submit, pending] = useFormAction(
    async (previous: { leaving: boolean }, input: { amount: number; insufficient: boolean }) => {
      if (input.insufficient) return previous;
      const result = await postJson<{ checkout_url?: string }>("/api/payment/create-contribution", { amount: input.amount });
      if (result.ok && result.data.checkout_url) {
        window.location.assign(result.data.checkout_url);
        return { leaving: true };
      }
      // The server's reason (a minimum raised while the dialog was open, too many attempts, the
      // provider unavailable) says more than the generic text, which stays the fallback.
      const fallback = "Não foi possível processar a contribuição. Tente novamente.";
      toast.error("Erro", { description: result.ok ? fallback : failureMessage(result, fallback) });
      return { leaving: false };
    },
    { leaving: false },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit({ amount, insufficient })} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <HeartHandshakeIcon className="text-primary size-5" aria-hidden /> Apoie o Projeto
            </DialogTitle>
            <DialogDescription>{message}</DialogDescription>
          </DialogHeader>
          <p className="text-muted-foreground text-sm">
            Uma contribuição única libera downloads ilimitados para sempre. Pague com PIX, cartão ou boleto pelo Mercado Pago.
          </p>
          <div className="grid gap-2">
            <Label htmlFor="contribution-amount">Valor da contribuição (R$)</Label>
            <Input
              id="contribution-amount"
              type="number"
              inputMode="decimal"
              min={minAmount}
              step={0.01}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              aria-invalid={insufficient || undefined}
              aria-describedby={insufficient ? "contribution-amount-error" : undefined}
            />
          </div>
          {insufficient && (
            <Alert variant="destructive" id="contribution-amount-error">
              <TriangleAlertIcon aria-hidden />
              <AlertTitle>Valor insuficiente</AlertTitle>
              <AlertDescription>{minAmountMessage(minAmount)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Talvez Depois
            </Button>
            <Button type="submit" disabled={insufficient || pending || leaving}>
              {pending || leaving ? "Processando..." : "Contribuir"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
