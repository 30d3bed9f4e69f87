import { db, schema } from "../../db";
import { SEARCH_CATALOGUE } from "../fixtures/search/catalogue";
import { createAdmin } from "./factories";

/** Publishes the fixed search catalogue (tests/fixtures/search/catalogue.ts); each flow's slug is its key. */
export async function insertSearchCatalogue() {
  const admin = await createAdmin();
  await db.insert(schema.flows).values(
    SEARCH_CATALOGUE.map((flow) => ({
      name: flow.name,
      slug: flow.key,
      description: flow.description,
      tags: flow.tags,
      integrations: flow.integrations,
      platform: flow.platform,
      score: flow.score,
      downloadCount: flow.downloadCount,
      reviewCount: flow.score > 0 ? 3 : 0,
      status: "APPROVED" as const,
      isPublic: true,
      metadata: {},
      authorId: admin.id,
    })),
  );
  return admin;
}
