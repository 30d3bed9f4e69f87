import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { readCatalogVersion } from "@/lib/flows/catalog-version";
import { createFlow, createUser } from "../../helpers/factories";

const version = async () => BigInt((await readCatalogVersion()) ?? "0");

describe("catalogue version", () => {
  it("moves on membership and content changes", async () => {
    const flow = await createFlow();
    for (const change of [
      { name: "Outro nome" },
      { description: "Outra descrição" },
      { tags: ["nova"] },
      { isPublic: false },
      { status: "PENDING" as const },
      { metadata: { nodes: [], connections: {}, extra: 1 } },
    ]) {
      const before = await version();
      await db.update(schema.flows).set(change).where(eq(schema.flows.id, flow.id));
      expect(await version(), JSON.stringify(change)).toBeGreaterThan(before);
    }
    const before = await version();
    await db.delete(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(await version()).toBeGreaterThan(before);
  });

  it("stays put when only counters change, so downloads and reviews keep the caches", async () => {
    const flow = await createFlow();
    const before = await version();
    await db
      .update(schema.flows)
      .set({ downloadCount: sql`${schema.flows.downloadCount} + 1` })
      .where(eq(schema.flows.id, flow.id));
    await db.update(schema.flows).set({ score: 4.5, reviewCount: 2 }).where(eq(schema.flows.id, flow.id));
    expect(await version()).toBe(before);
  });

  it("moves when an author is renamed", async () => {
    const user = await createUser();
    const before = await version();
    await db.update(schema.users).set({ name: "Nome novo" }).where(eq(schema.users.id, user.id));
    expect(await version()).toBeGreaterThan(before);
  });

  it("stays put when a user row is written with the same name (profile and admin edits always send it)", async () => {
    const user = await createUser({ name: "Mesmo nome" });
    const before = await version();
    await db.update(schema.users).set({ name: "Mesmo nome", status: "ACTIVE", updatedAt: new Date() }).where(eq(schema.users.id, user.id));
    await db.update(schema.users).set({ downloadCount: 1 }).where(eq(schema.users.id, user.id));
    expect(await version()).toBe(before);
  });

  it("moves when a user is banned, blocked or let back in (their featured collections leave the landing page and n8n)", async () => {
    const user = await createUser();
    for (const status of ["BANNED", "ACTIVE", "INACTIVE"] as const) {
      const before = await version();
      await db.update(schema.users).set({ status }).where(eq(schema.users.id, user.id));
      expect(await version(), status).toBeGreaterThan(before);
    }
  });

  it("moves when a user is deleted (their reviews and unpublished flows leave the pages)", async () => {
    const user = await createUser();
    const before = await version();
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect(await version()).toBeGreaterThan(before);
  });

  it("is spread over 16 rows, so concurrent writers do not queue on one", async () => {
    const rows = await db.select().from(schema.catalogVersion);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
});
