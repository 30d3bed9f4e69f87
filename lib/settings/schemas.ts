import { z } from "zod";
import { DEFAULT_SEARCH_SYNONYMS, parseSynonyms } from "@/lib/language/synonyms";

/** Every setting and its default (docs/product-rules.md §10): the one place the defaults live. */
export const SETTING_DEFAULTS = {
  min_contribution_amount: "15",
  free_download_limit: "2",
  contribution_message: "Apoie o projeto para continuar usando!",
  search_synonyms: DEFAULT_SEARCH_SYNONYMS,
  rating_prior_weight: "5",
  report_hold_threshold: "3",
  report_min_account_days: "7",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

const SETTING_KEYS = [
  "min_contribution_amount",
  "free_download_limit",
  "contribution_message",
  "search_synonyms",
  "rating_prior_weight",
  "report_hold_threshold",
  "report_min_account_days",
] as const;

export const settingKeySchema = z.enum(SETTING_KEYS, { error: "Configuração desconhecida." });

/** docs/product-rules.md §10: the contribution dialog needs these two; the download limit is admin-only. */
export const PUBLIC_SETTING_KEYS: readonly SettingKey[] = ["min_contribution_amount", "contribution_message"];

export interface Settings {
  minContributionAmount: number;
  freeDownloadLimit: number;
  contributionMessage: string;
  /** One rule per line (lib/language/synonyms.ts). */
  searchSynonyms: string;
  /** C of the rating rank: how many reviews' worth of the catalogue mean each flow starts with (lib/flows/rating-rank.ts). */
  ratingPriorWeight: number;
  /** How many distinct members' open "malicioso ou inseguro" reports take an item out of the public catalogue (lib/reports). */
  reportHoldThreshold: number;
  /** How old, in days, an account must be for its reports to count towards that hold (lib/reports/trust.ts). */
  reportMinAccountDays: number;
}

/** Each setting as the API reads and writes it (docs/product-rules.md §10), typed by its meaning. */
export interface SettingValues {
  min_contribution_amount: number;
  free_download_limit: number;
  contribution_message: string;
  search_synonyms: string;
  rating_prior_weight: number;
  report_hold_threshold: number;
  report_min_account_days: number;
}

export function toSettings(raw: Partial<Record<SettingKey, string>>): Settings {
  const value = (key: SettingKey) => raw[key] ?? SETTING_DEFAULTS[key];
  const min = Number(value("min_contribution_amount"));
  const limit = Number.parseInt(value("free_download_limit"), 10);
  return {
    minContributionAmount: Number.isFinite(min) && min >= MIN_CONTRIBUTION_FLOOR ? min : Number(SETTING_DEFAULTS.min_contribution_amount),
    freeDownloadLimit: Number.isInteger(limit) && limit >= 0 ? limit : Number(SETTING_DEFAULTS.free_download_limit),
    contributionMessage: value("contribution_message") || SETTING_DEFAULTS.contribution_message,
    // An empty list is a choice (no synonyms); only a missing row means the defaults.
    searchSynonyms: raw.search_synonyms ?? SETTING_DEFAULTS.search_synonyms,
    ratingPriorWeight: parseRatingPriorWeight(value("rating_prior_weight")),
    reportHoldThreshold: parseReportHoldThreshold(value("report_hold_threshold")),
    reportMinAccountDays: parseReportMinAccountDays(value("report_min_account_days")),
  };
}

export function toSettingValues(settings: Settings): SettingValues {
  return {
    min_contribution_amount: settings.minContributionAmount,
    free_download_limit: settings.freeDownloadLimit,
    contribution_message: settings.contributionMessage,
    search_synonyms: settings.searchSynonyms,
    rating_prior_weight: settings.ratingPriorWeight,
    report_hold_threshold: settings.reportHoldThreshold,
    report_min_account_days: settings.reportMinAccountDays,
  };
}

/** A stored weight outside 0–100 (never written by the API) reads as the default. */
export function parseRatingPriorWeight(text: string): number {
  const weight = Number.parseInt(text, 10);
  return Number.isInteger(weight) && weight >= 0 && weight <= RATING_PRIOR_WEIGHT_MAX ? weight : Number(SETTING_DEFAULTS.rating_prior_weight);
}

/** A stored threshold outside 1–50 (never written by the API) reads as the default. */
export function parseReportHoldThreshold(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isInteger(n) && n >= REPORT_HOLD_THRESHOLD_MIN && n <= REPORT_HOLD_THRESHOLD_MAX ? n : Number(SETTING_DEFAULTS.report_hold_threshold);
}

/** A stored age outside 0–365 (never written by the API) reads as the default. */
export function parseReportMinAccountDays(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isInteger(n) && n >= 0 && n <= REPORT_MIN_ACCOUNT_DAYS_MAX ? n : Number(SETTING_DEFAULTS.report_min_account_days);
}

export const MIN_CONTRIBUTION_FLOOR = 1;
/** Contributions are stored in integer cents; a sane ceiling keeps every amount far from overflow. */
const MIN_CONTRIBUTION_CEILING = 100_000;
export const DOWNLOAD_LIMIT_MAX = 50;
export const CONTRIBUTION_MESSAGE_MAX = 500;
export const RATING_PRIOR_WEIGHT_MAX = 100;
export const REPORT_HOLD_THRESHOLD_MIN = 1;
export const REPORT_HOLD_THRESHOLD_MAX = 50;
export const REPORT_MIN_ACCOUNT_DAYS_MAX = 365;

const MIN_AMOUNT_ERROR = "O valor mínimo de contribuição deve ser um número de pelo menos R$ 1,00, com até duas casas decimais.";
const MIN_AMOUNT_TOO_HIGH = "O valor mínimo de contribuição pode ser no máximo R$ 100.000,00.";
const DOWNLOAD_LIMIT_ERROR = "O limite de downloads gratuitos deve ser um número inteiro entre 0 e 50.";
const RATING_PRIOR_WEIGHT_ERROR = "O peso da média do catálogo deve ser um número inteiro entre 0 e 100.";
const REPORT_HOLD_THRESHOLD_ERROR = "O número de denúncias para retirar um item do catálogo deve ser um número inteiro entre 1 e 50.";
const REPORT_MIN_ACCOUNT_DAYS_ERROR = "A idade mínima da conta para a denúncia contar deve ser um número inteiro de dias entre 0 e 365.";
const MESSAGE_REQUIRED = "A mensagem de contribuição é obrigatória.";
const MESSAGE_TOO_LONG = "A mensagem de contribuição pode ter no máximo 500 caracteres.";

// Forms send text and scripts send numbers; both are read through their decimal text, so 1.234 or
// 2.5 can never slip through floating-point rounding.
const numericText = (error: string) => z.union([z.string(), z.number()], { error }).transform((v) => String(v).trim());

// pt-BR typing: "15,50" means 15.50.
const minContributionAmount = numericText(MIN_AMOUNT_ERROR)
  .transform((v) => v.replace(/^(\d+),(\d{1,2})$/, "$1.$2"))
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, MIN_AMOUNT_ERROR))
  .transform(Number)
  .pipe(z.number().min(MIN_CONTRIBUTION_FLOOR, MIN_AMOUNT_ERROR).max(MIN_CONTRIBUTION_CEILING, MIN_AMOUNT_TOO_HIGH))
  .transform(String);

const freeDownloadLimit = numericText(DOWNLOAD_LIMIT_ERROR)
  .pipe(z.string().regex(/^\d{1,3}$/, DOWNLOAD_LIMIT_ERROR))
  .transform(Number)
  .pipe(z.number().int().min(0, DOWNLOAD_LIMIT_ERROR).max(DOWNLOAD_LIMIT_MAX, DOWNLOAD_LIMIT_ERROR))
  .transform(String);

const ratingPriorWeight = numericText(RATING_PRIOR_WEIGHT_ERROR)
  .pipe(z.string().regex(/^\d{1,3}$/, RATING_PRIOR_WEIGHT_ERROR))
  .transform(Number)
  .pipe(z.number().int().min(0, RATING_PRIOR_WEIGHT_ERROR).max(RATING_PRIOR_WEIGHT_MAX, RATING_PRIOR_WEIGHT_ERROR))
  .transform(String);

const reportHoldThreshold = numericText(REPORT_HOLD_THRESHOLD_ERROR)
  .pipe(z.string().regex(/^\d{1,3}$/, REPORT_HOLD_THRESHOLD_ERROR))
  .transform(Number)
  .pipe(z.number().int().min(REPORT_HOLD_THRESHOLD_MIN, REPORT_HOLD_THRESHOLD_ERROR).max(REPORT_HOLD_THRESHOLD_MAX, REPORT_HOLD_THRESHOLD_ERROR))
  .transform(String);

const reportMinAccountDays = numericText(REPORT_MIN_ACCOUNT_DAYS_ERROR)
  .pipe(z.string().regex(/^\d{1,3}$/, REPORT_MIN_ACCOUNT_DAYS_ERROR))
  .transform(Number)
  .pipe(z.number().int().min(0, REPORT_MIN_ACCOUNT_DAYS_ERROR).max(REPORT_MIN_ACCOUNT_DAYS_MAX, REPORT_MIN_ACCOUNT_DAYS_ERROR))
  .transform(String);

/** Lines trimmed, blank lines at the ends dropped; each rule checked (lib/language/synonyms.ts). */
const searchSynonyms = z
  .string({ error: "Envie a lista de sinônimos como texto." })
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/\s+/g, " "))
      .join("\n")
      .trim(),
  )
  .superRefine((text, ctx) => {
    const parsed = parseSynonyms(text);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
  });

const contributionMessage = z.string({ error: MESSAGE_REQUIRED }).trim().min(1, MESSAGE_REQUIRED).max(CONTRIBUTION_MESSAGE_MAX, MESSAGE_TOO_LONG);

/** Body of POST /api/admin/settings (docs/product-rules.md §10): any subset of the keys, each stored as text. */
export const settingsSchema = z
  .strictObject(
    {
      min_contribution_amount: minContributionAmount.optional(),
      free_download_limit: freeDownloadLimit.optional(),
      contribution_message: contributionMessage.optional(),
      search_synonyms: searchSynonyms.optional(),
      rating_prior_weight: ratingPriorWeight.optional(),
      report_hold_threshold: reportHoldThreshold.optional(),
      report_min_account_days: reportMinAccountDays.optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Configuração desconhecida." : "Envie as configurações como um objeto JSON.") },
  )
  .refine((values) => Object.values(values).some((v) => v !== undefined), "Informe ao menos uma configuração.");

export type SettingsInput = z.infer<typeof settingsSchema>;
