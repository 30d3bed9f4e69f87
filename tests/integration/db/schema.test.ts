import { describe, expect, it } from "vitest";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "@/db/schema";
import { selectRows } from "@/db/client";
import { testDb } from "../../helpers/setup-db";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

describe("database schema", () => {
  it("holds every table and column declared in db/schema.ts, with the declared types", async () => {
    const { db } = testDb();
    const rows = await selectRows<{ table_name: string; column_name: string; udt_name: string }>(
      db,
      sql`select table_name, column_name, udt_name from information_schema.columns where table_schema = 'public'`,
    );
    const actual = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.udt_name]));
    expect(tables.length).toBeGreaterThanOrEqual(9);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(actual.has(key), `${key} missing`).toBe(true);
      }
    }
  });

  it("has the catalogue indexes (trigram search, tags GIN, sorts, author)", async () => {
    const { db } = testDb();
    const rows = await selectRows<{ indexname: string; indexdef: string }>(db, sql`select indexname, indexdef from pg_indexes where tablename = 'flows'`);
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(defs.get("flows_search_trgm_idx")).toMatch(/gin.*gin_trgm_ops/i);
    expect(defs.get("flows_tags_idx")).toMatch(/gin/i);
    for (const name of [
      "flows_rating_rank_idx",
      "flows_public_rating_rank_idx",
      "flows_created_at_idx",
      "flows_download_count_idx",
      "flows_name_idx",
      "flows_author_idx",
    ]) {
      expect(defs.has(name), name).toBe(true);
    }
  });

  it("folds accents and case into the search column", async () => {
    const { db } = testDb();
    const [author] = await db.insert(schema.users).values({ name: "Ana", email: "ana@exemplo.com.br", passwordHash: "x" }).returning();
    const [flow] = await db
      .insert(schema.flows)
      .values({
        name: "Automação de Cobrança",
        description: "Envia LEMBRETES por WhatsApp às 9h",
        platform: "N8N",
        metadata: { nodes: [], connections: {} },
        authorId: author!.id,
      })
      .returning();
    expect(flow!.searchText).toBe("automacao de cobranca envia lembretes por whatsapp as 9h");
  });

  it("keeps one review and one download per user and flow", async () => {
    const { db } = testDb();
    const [user] = await db.insert(schema.users).values({ name: "Bia", email: "bia@exemplo.com.br", passwordHash: "x" }).returning();
    const [flow] = await db
      .insert(schema.flows)
      .values({ name: "F", description: "D", platform: "MAKE", metadata: { flow: [] } })
      .returning();
    await db.insert(schema.reviews).values({ flowId: flow!.id, userId: user!.id, rating: 5 });
    await expect(db.insert(schema.reviews).values({ flowId: flow!.id, userId: user!.id, rating: 4 })).rejects.toThrow();
    await db.insert(schema.downloads).values({ flowId: flow!.id, userId: user!.id, flowName: "F" });
    await expect(db.insert(schema.downloads).values({ flowId: flow!.id, userId: user!.id, flowName: "F" })).rejects.toThrow();
    await expect(db.insert(schema.reviews).values({ flowId: flow!.id, userId: user!.id, rating: 6 })).rejects.toThrow();
  });

  it("keeps the flow name in the download history after the flow is deleted", async () => {
    const { db } = testDb();
    const [user] = await db.insert(schema.users).values({ name: "Caio", email: "caio@exemplo.com.br", passwordHash: "x" }).returning();
    const [flow] = await db
      .insert(schema.flows)
      .values({ name: "Fluxo antigo", description: "D", platform: "TYPEBOT", metadata: { groups: [] } })
      .returning();
    await db.insert(schema.downloads).values({ flowId: flow!.id, userId: user!.id, flowName: flow!.name });
    await db.execute(sql`delete from flows where id = ${flow!.id}`);
    const history = await db.select().from(schema.downloads);
    expect(history).toHaveLength(1);
    expect(history[0]!.flowId).toBeNull();
    expect(history[0]!.flowName).toBe("Fluxo antigo");
  });
});
