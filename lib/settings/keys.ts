import { z } from "zod";

/** The three settings of SPEC §3 with their defaults (SPEC §9). */
export const SETTING_DEFAULTS = {
  min_contribution_amount: "15",
  free_download_limit: "2",
  contribution_message: "Apoie o projeto para continuar usando!",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export const settingKeySchema = z.enum(["min_contribution_amount", "free_download_limit", "contribution_message"], {
  error: "Configuração desconhecida.",
});

export interface Settings {
  minContributionAmount: number;
  freeDownloadLimit: number;
  contributionMessage: string;
}

export function toSettings(raw: Partial<Record<SettingKey, string>>): Settings {
  const value = (key: SettingKey) => raw[key] ?? SETTING_DEFAULTS[key];
  const min = Number(value("min_contribution_amount"));
  const limit = Number.parseInt(value("free_download_limit"), 10);
  return {
    minContributionAmount: Number.isFinite(min) && min >= 1 ? min : 15,
    freeDownloadLimit: Number.isInteger(limit) && limit >= 0 ? limit : 2,
    contributionMessage: value("contribution_message") || SETTING_DEFAULTS.contribution_message,
  };
}
