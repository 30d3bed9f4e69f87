import "server-only";
import { sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { type SettingKey, type SettingsInput, type SettingValues, toSettingValues } from "./keys";
import { getSettings } from "./queries";

const { settings } = schema;

/**
 * Upserts every given setting (already validated by `settingsSchema`, stored as text) in one
 * statement, recording the admin who changed it, and answers all three current values.
 */
export async function updateSettings({ values, adminId }: { values: SettingsInput; adminId: string }): Promise<SettingValues> {
  const rows = (Object.entries(values) as [SettingKey, string | undefined][])
    .filter((entry): entry is [SettingKey, string] => entry[1] !== undefined)
    .map(([key, value]) => ({ key, value, updatedBy: adminId }));
  if (rows.length > 0) {
    await db
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
      });
  }
  return toSettingValues(await getSettings());
}
