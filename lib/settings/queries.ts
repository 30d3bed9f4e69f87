import "server-only";
import { cache } from "react";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { PUBLIC_SETTING_KEYS, settingKeySchema, toSettings, toSettingValues, type SettingKey, type Settings, type SettingValues } from "./schemas";

/**
 * All settings in one query, defaults filled in, once per request (React cache). Read on every request that needs them, so a change
 * (say, of the free download limit) applies to everyone at once.
 */
export const getSettings = cache(async (): Promise<Settings> => {
  const rows = await db.select({ key: schema.settings.key, value: schema.settings.value }).from(schema.settings);
  return toSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<Record<SettingKey, string>>);
});

export interface SettingEntry {
  key: SettingKey;
  value: SettingValues[SettingKey];
}

/**
 * One setting for GET /api/admin/settings/{key}. docs/product-rules.md §10: the minimum amount and the message
 * are readable by any signed-in user; the free download limit by admins only.
 */
export async function readSetting({ key, viewer }: { key: string; viewer: Pick<Viewer, "role"> }): Promise<SettingEntry> {
  const parsed = settingKeySchema.safeParse(key);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Configuração não encontrada.");
  if (viewer.role !== "ADMIN" && !PUBLIC_SETTING_KEYS.includes(parsed.data)) {
    throw new AppError("FORBIDDEN", "Apenas administradores podem ver esta configuração.");
  }
  const values = toSettingValues(await getSettings());
  return { key: parsed.data, value: values[parsed.data] };
}
