import { z } from "zod";

export const CONTRIBUTION_STATUSES = ["PENDING", "APPROVED", "REJECTED", "CANCELLED", "REFUNDED"] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

export const CONTRIBUTION_STATUS_LABELS: Record<ContributionStatus, string> = {
  PENDING: "Pendente",
  APPROVED: "Aprovada",
  REJECTED: "Recusada",
  CANCELLED: "Cancelada",
  REFUNDED: "Reembolsada",
};

/** Payment methods as stored (`contributions.method`): what the provider reports. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  pix: "PIX",
  credit_card: "Cartão de crédito",
  debit_card: "Cartão de débito",
  ticket: "Boleto",
  account_money: "Saldo Mercado Pago",
};

/** Integer cents keep every amount below the `integer` columns' range with a wide margin. */
const MAX_CONTRIBUTION_AMOUNT = 100_000;

const AMOUNT_INVALID = "Informe um valor em reais com até duas casas decimais.";
const AMOUNT_TOO_HIGH = "O valor máximo de contribuição é R$ 100.000,00.";

/**
 * An amount in reais as the dialog (number) or a script (text, "15,50" in pt-BR) sends it, read
 * through its decimal text so that no floating-point rounding decides a cent. Yields integer cents.
 */
const amountCentsSchema = z
  .union([z.number(), z.string()], { error: AMOUNT_INVALID })
  .transform((v) =>
    String(v)
      .trim()
      .replace(/^(\d+),(\d{1,2})$/, "$1.$2"),
  )
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, AMOUNT_INVALID))
  .transform((text) => {
    const [reais = "0", cents = ""] = text.split(".");
    return Number(reais) * 100 + Number(cents.padEnd(2, "0"));
  })
  .pipe(
    z
      .number()
      .int()
      .positive("O valor da contribuição deve ser maior que zero.")
      .max(MAX_CONTRIBUTION_AMOUNT * 100, AMOUNT_TOO_HIGH),
  );

/** Body of POST /api/payment/create-contribution. The minimum is checked on the server against the setting. */
export const createContributionSchema = z
  .object({ amount: amountCentsSchema }, { error: "Envie o valor da contribuição." })
  .transform(({ amount }) => ({ amountCents: amount }));

const DEMO_OUTCOMES = ["approved", "rejected"] as const;
const DEMO_METHODS = ["pix", "credit_card", "ticket"] as const;
export type DemoMethod = (typeof DEMO_METHODS)[number];

/** Body of POST /api/dev/checkout/{contributionId}: the demo checkout's buttons. */
export const devCheckoutSchema = z.object({
  outcome: z.enum(DEMO_OUTCOMES, { error: "Resultado inválido: use approved ou rejected." }),
  method: z.enum(DEMO_METHODS, { error: "Forma de pagamento inválida." }).default("pix"),
});
export type DevCheckoutInput = z.infer<typeof devCheckoutSchema>;

/** Query of GET /api/admin/contributions. */
export const listContributionsSchema = z.object({
  page: z.coerce.number().int("Página inválida").min(1, "Página inválida").max(10_000).default(1),
  limit: z.coerce.number().int().min(1, "Limite inválido").max(100, "O limite máximo é 100").default(20),
  status: z.enum(CONTRIBUTION_STATUSES, { error: "Status inválido" }).optional(),
});
export type ListContributionsInput = z.infer<typeof listContributionsSchema>;

export const contributionIdSchema = z.uuid({ error: "Contribuição não encontrada" });
