/**
 * The report reasons and their pt-BR labels (docs/product-rules.md "Denúncias"), apart from the zod
 * schemas: the admin queue and the buttons read them without loading a validation library.
 */
export const REPORT_REASONS = ["NOT_WORKING", "MALICIOUS", "PERSONAL_DATA", "SPAM", "COPY", "OTHER"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  NOT_WORKING: "Não funciona",
  MALICIOUS: "Malicioso ou inseguro",
  PERSONAL_DATA: "Contém dados pessoais ou segredos",
  SPAM: "Spam",
  COPY: "Cópia de outro autor",
  OTHER: "Outro",
};

export const REPORT_TEXT_MAX = 500;
export const DECISION_REASON_MIN = 3;
export const DECISION_REASON_MAX = 1000;

export type ReportItemKind = "flow" | "review";
export type ReportAction = "DISMISS" | "HIDE" | "BAN";

export const REPORT_ACTION_LABELS: Record<ReportAction | "RESTORE", string> = {
  DISMISS: "Dispensada",
  HIDE: "Ocultado",
  BAN: "Autor banido",
  RESTORE: "Restaurado",
};
