import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import { bumpCatalogVersion } from "@/db/catalog-version";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { SETTING_DEFAULTS, type SettingKey, type SettingsInput, type SettingValues, toSettingValues } from "./schemas";
import { scheduleRatingPriorRefresh, setRatingPriorWeight } from "@/lib/flows/rating-rank";
import { getSettings } from "./queries";

const { settings, ratingPrior } = schema;

/**
 * Upserts every given setting (already validated by `settingsSchema`, stored as text), recording the
 * admin who changed it, and answers all current values (admins only). A new synonym list changes what searches
 * find, so it moves the catalogue version in the same transaction: every instance drops its cached
 * catalogue pages (lib/flows/catalog-version.ts) and reads the list again; a new weight of the rating
 * rank re-ranks every flow after the commit and moves it then. This bump is by hand:
 * settings have no trigger (docs/product-rules.md §18).
 */
export async function updateSettings({ viewer, values }: { viewer: Pick<Viewer, "id" | "role">; values: SettingsInput }): Promise<SettingValues> {
  assertAdmin(viewer);
  const rows = (Object.entries(values) as [SettingKey, string | undefined][])
    .filter((entry): entry is [SettingKey, string] => entry[1] !== undefined)
    .map(([key, value]) => ({ key, value, updatedBy: viewer.id }));
  if (rows.length > 0) {
    const reranking = await writeTransaction(async (tx) => {
      // The list as stored right before this write (getSettings may be cached for the request).
      const [stored] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "search_synonyms"));
      const synonymsChanged = values.search_synonyms !== undefined && values.search_synonyms !== (stored?.value ?? SETTING_DEFAULTS.search_synonyms);
      await tx
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
      // A new weight of the catalogue mean re-ranks every flow ("Avaliação").
      const [prior] = await tx.select({ weight: ratingPrior.weight }).from(ratingPrior).where(eq(ratingPrior.id, 1));
      const weight = values.rating_prior_weight === undefined ? undefined : Number(values.rating_prior_weight);
      const weightChanged = weight !== undefined && weight !== prior?.weight;
      if (weightChanged) await setRatingPriorWeight(tx, weight);
      if (synonymsChanged) await bumpCatalogVersion(tx);
      return weightChanged;
    });
    // Every flow's rank, in batches after the commit; the catalogue version moves when they are done.
    if (reranking) scheduleRatingPriorRefresh(db);
  }
  return toSettingValues(await getSettings());
}
