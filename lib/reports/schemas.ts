import { z } from "zod";
import { DECISION_REASON_MAX, DECISION_REASON_MIN, REPORT_REASONS, REPORT_TEXT_MAX } from "./labels";

const REASON_ERROR = "Escolha o motivo da denúncia.";

/** Body of POST /api/flows/{id}/reports and /api/reviews/{id}/reports, shared with the report dialog. */
export const createReportSchema = z.object(
  {
    reason: z.enum(REPORT_REASONS, { error: REASON_ERROR }),
    // Optional and trimmed; a blank text is no text.
    text: z
      .string({ error: "Texto inválido." })
      .trim()
      .max(REPORT_TEXT_MAX, `O texto pode ter no máximo ${REPORT_TEXT_MAX} caracteres.`)
      .nullish()
      .transform((value) => value || undefined),
  },
  { error: "Envie a denúncia como um objeto JSON." },
);
export type CreateReportInput = z.infer<typeof createReportSchema>;

const decisionReason = z
  .string({ error: "Motivo inválido." })
  .trim()
  .min(DECISION_REASON_MIN, `Escreva o motivo (pelo menos ${DECISION_REASON_MIN} caracteres): o autor vai lê-lo.`)
  .max(DECISION_REASON_MAX, `O motivo pode ter no máximo ${DECISION_REASON_MAX.toLocaleString("pt-BR")} caracteres.`);

/** Body of POST /api/admin/reports/{kind}/{id}/decision: hiding or banning needs the reason the author reads. */
export const reportDecisionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("DISMISS"),
      reason: z
        .string()
        .trim()
        .max(DECISION_REASON_MAX)
        .nullish()
        .transform((v) => v || undefined),
    }),
    z.object({ action: z.literal("HIDE"), reason: decisionReason }),
    z.object({ action: z.literal("BAN"), reason: decisionReason }),
  ],
  { error: "Escolha a decisão: DISMISS, HIDE ou BAN." },
);
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;

/** The item kind in the admin decision URL. */
export const reportItemKindSchema = z.enum(["flows", "reviews"], { error: "Tipo de item inválido." });

/** `?page=` of the admin lists; a bad value reads as the first page. */
export const reportPageSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });
