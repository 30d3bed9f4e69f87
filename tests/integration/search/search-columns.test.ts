import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema, selectRows } from "@/db";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import { createFlow } from "../../helpers/factories";

// The search columns of `flows` (migration 0021): kept by the `flows_search_columns` trigger from the
// name, description, tags and integrations, equal to what the former GENERATED expressions gave.

/** Rows whose stored search columns differ from the expressions (0 when they are all in line). */
async function outOfLine(flowId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from flows where id = ${flowId} and (
      search_text is distinct from translate(lower(name || ' ' || description), ${FOLD_FROM}, ${FOLD_TO})
      or search_name is distinct from fluxoteca_search_vector(name)
      or search_head is distinct from fluxoteca_search_head(name, tags, integrations)
      or search_vector is distinct from fluxoteca_search_document(name, description, tags, integrations))`,
  );
  return row!.n;
}

const columns = async (flowId: string) =>
  (await db.select({ text: schema.flows.searchText, vector: schema.flows.searchVector }).from(schema.flows).where(eq(schema.flows.id, flowId)))[0]!;

describe("the flows' search columns", () => {
  it("are computed on insert and follow every change of what they are made of", async () => {
    const flow = await createFlow({ name: "Cobrança automática", description: "Envia boletos vencidos", tags: ["financeiro"], integrations: ["Gmail"] });
    expect(await outOfLine(flow.id)).toBe(0);
    expect((await columns(flow.id)).text).toBe("cobranca automatica envia boletos vencidos");

    for (const set of [
      { name: "Lembrete de consulta" },
      { description: "Agenda e avisa no WhatsApp" },
      { tags: ["saude", "agenda"] },
      { integrations: ["WhatsApp"] },
    ]) {
      await db.update(schema.flows).set(set).where(eq(schema.flows.id, flow.id));
      expect(await outOfLine(flow.id), JSON.stringify(set)).toBe(0);
    }
    expect((await columns(flow.id)).text).toBe("lembrete de consulta agenda e avisa no whatsapp");
  });

  it("stay in line when a counter changes, and cannot be written directly", async () => {
    const flow = await createFlow({ name: "Relatório de vendas" });
    const before = await columns(flow.id);
    await db.update(schema.flows).set({ downloadCount: 7, score: 4.5, reviewCount: 2 }).where(eq(schema.flows.id, flow.id));
    expect(await columns(flow.id)).toEqual(before);
    await db.execute(sql`update flows set search_text = 'outra coisa', search_vector = to_tsvector('simple', 'outra') where id = ${flow.id}`);
    expect(await outOfLine(flow.id)).toBe(0);
    expect(await columns(flow.id)).toEqual(before);
  });

  it("fold accents with the same letters as FOLD_FROM/FOLD_TO (the users search folds with them too)", () => {
    const file = readFileSync(path.join(process.cwd(), "db/migrations/0021_search_columns_trigger.sql"), "utf8");
    expect(file).toContain(`'${FOLD_FROM}', '${FOLD_TO}'`);
  });
});
