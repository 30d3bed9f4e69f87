"use client";

import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CircleCheckIcon, CircleXIcon, HourglassIcon, XIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/client/api";
import { formatMoney } from "@/lib/format";
import type { ContributionDTO } from "@/lib/payments/dto";
import { ContributeButton } from "./contribute-button";
import type { ContributionSettings } from "./contribution-dialog";

const POLL_MS = 5000;
const POLL_FOR_MS = 5 * 60_000;

interface Props {
  contribution: Pick<ContributionDTO, "id" | "status" | "amount"> | null;
  settings: ContributionSettings;
  dismissHref: string;
}

/**
 * What the dashboard says after the checkout: the contribution's state as stored, whatever the
 * return URL claimed. A pending payment (PIX, boleto) is watched for a few minutes and the page
 * re-renders — header and quota included — as soon as it settles.
 */
export function ContributionReturnNotice({ contribution, settings, dismissHref }: Props) {
  const router = useRouter();
  const pendingId = contribution?.status === "PENDING" ? contribution.id : null;

  useEffect(() => {
    if (!pendingId) return;
    const started = Date.now();
    const timer = setInterval(async () => {
      if (Date.now() - started > POLL_FOR_MS) return clearInterval(timer);
      const result = await getJson<{ status: string }>(`/api/payment/contributions/${pendingId}`);
      if (result.ok && result.data.status !== "PENDING") {
        clearInterval(timer);
        router.refresh();
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pendingId, router]);

  const dismiss = (
    <Button asChild variant="ghost" size="icon" className="absolute top-2 right-2 size-7">
      <Link href={dismissHref} scroll={false} aria-label="Fechar aviso">
        <XIcon aria-hidden />
      </Link>
    </Button>
  );

  if (!contribution) {
    return (
      <Alert className="pr-10">
        <CircleXIcon aria-hidden />
        <AlertTitle>Contribuição não encontrada</AlertTitle>
        <AlertDescription>Não encontramos uma contribuição sua. Se você acabou de pagar, aguarde alguns instantes e recarregue a página.</AlertDescription>
        {dismiss}
      </Alert>
    );
  }
  const amount = formatMoney(contribution.amount);
  switch (contribution.status) {
    case "APPROVED":
      return (
        <Alert variant="success" className="pr-10">
          <CircleCheckIcon aria-hidden />
          <AlertTitle>Contribuição confirmada!</AlertTitle>
          <AlertDescription>Obrigado por apoiar o projeto com {amount}. Seus downloads agora são ilimitados.</AlertDescription>
          {dismiss}
        </Alert>
      );
    case "PENDING":
      return (
        <Alert className="pr-10" aria-live="polite">
          <HourglassIcon aria-hidden />
          <AlertTitle>Pagamento em processamento</AlertTitle>
          <AlertDescription>
            Sua contribuição de {amount} aguarda a confirmação do Mercado Pago. PIX costuma levar segundos; boleto, até 3 dias úteis. Os downloads ilimitados
            são liberados assim que o pagamento for aprovado.
          </AlertDescription>
          {dismiss}
        </Alert>
      );
    default:
      return (
        <Alert variant="destructive" className="pr-10">
          <CircleXIcon aria-hidden />
          <AlertTitle>Pagamento não aprovado</AlertTitle>
          <AlertDescription>
            <p>A contribuição de {amount} não foi concluída e nada foi cobrado. Você pode tentar de novo com outra forma de pagamento.</p>
            <ContributeButton settings={settings} label="Tentar novamente" size="sm" className="mt-2" />
          </AlertDescription>
          {dismiss}
        </Alert>
      );
  }
}
