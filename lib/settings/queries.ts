import "server-only";
import { db, schema } from "@/db";
import { toSettings, type Settings, type SettingKey } from "./keys";

/** All settings in one query, defaults filled in. */
export async function getSettings(): Promise<Settings> {
  const rows = await db.select({ key: schema.settings.key, value: schema.settings.value }).from(schema.settings);
  return toSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<Record<SettingKey, string>>);
}
