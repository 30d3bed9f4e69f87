import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CircleCheckIcon, FlaskConicalIcon, HeartHandshakeIcon, InfoIcon, LockIcon } from "lucide-react";
import { Logo } from "@/components/layout/logo";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { DemoCheckoutForm } from "@/components/payments/demo-checkout-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { isDemoMode } from "@/lib/env";
import { formatCents, formatDateTime } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { getDevCheckout } from "@/lib/payments/queries";

export const metadata: Metadata = { title: "Checkout de demonstração", robots: { index: false } };

const SETTLED: Partial<Record<string, string>> = {
  APPROVED: "Esta contribuição já foi aprovada. Seus downloads estão liberados.",
  REFUNDED: "Esta contribuição foi estornada.",
  CANCELLED: "Esta contribuição foi cancelada. Abra uma nova pelo catálogo.",
};

export default async function DemoCheckoutPage({ params }: PageProps<"/dev/checkout/[contributionId]">) {
  if (!isDemoMode()) notFound();
  const { contributionId } = await params;
  const viewer = await requirePageViewer(`/dev/checkout/${contributionId}`);
  const contribution = await getDevCheckout({ contributionId, viewer }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const settled = SETTLED[contribution.status];

  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-xl items-center justify-between px-4 py-4">
        <Logo href="/dashboard" />
        <ThemeToggle />
      </header>
      <main id="conteudo" className="mx-auto grid max-w-xl gap-4 px-4 pb-16">
        <Alert role="note" className="border-highlight bg-highlight/15">
          <FlaskConicalIcon aria-hidden />
          <AlertTitle>Checkout de demonstração — nenhum valor é cobrado</AlertTitle>
          <AlertDescription>Em produção, esta etapa acontece no Mercado Pago. Aqui você decide o resultado do pagamento.</AlertDescription>
        </Alert>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-xl">
              <HeartHandshakeIcon className="text-primary size-5" aria-hidden /> Contribuição Fluxoteca
            </CardTitle>
            <CardDescription>Pagamento único que libera downloads ilimitados.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <dl className="grid gap-3 text-sm">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">Total</dt>
                <dd className="text-3xl font-semibold tabular-nums" data-testid="checkout-amount">
                  {formatCents(Math.round(contribution.amount * 100))}
                </dd>
              </div>
              {/* A rule drawn as a border: a separator element is not allowed inside <dl>. */}
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t pt-3">
                <dt className="text-muted-foreground">Pagador</dt>
                <dd className="break-all">{viewer.email}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <dt className="text-muted-foreground">Criada em</dt>
                <dd>{formatDateTime(contribution.createdAt)}</dd>
              </div>
            </dl>
            {settled ? (
              <div className="grid gap-4">
                <p className="flex items-center gap-2 text-sm font-medium" role="status">
                  {contribution.status === "APPROVED" ? (
                    <CircleCheckIcon className="text-primary size-4 shrink-0" aria-hidden />
                  ) : (
                    <InfoIcon className="text-muted-foreground size-4 shrink-0" aria-hidden />
                  )}
                  {settled}
                </p>
                <Button asChild variant="outline">
                  <Link href="/dashboard">Voltar ao catálogo</Link>
                </Button>
              </div>
            ) : (
              <DemoCheckoutForm contributionId={contribution.id} />
            )}
          </CardContent>
        </Card>
        <p className="text-muted-foreground flex items-center justify-center gap-1.5 text-xs">
          <LockIcon className="size-3.5" aria-hidden /> Ambiente de teste local: nenhum dado de pagamento é enviado.
        </p>
      </main>
    </div>
  );
}
