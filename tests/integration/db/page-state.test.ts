import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { catalogPageState, flowSlugOf } from "@/lib/cache/page-state";
import { createFlow, createUser } from "../../helpers/factories";

describe("catalogPageState", () => {
  it("is the catalogue version for the list and facet pages, moved by content and not by counters", async () => {
    const flow = await createFlow({ slug: "cobranca-pix" });
    const before = await catalogPageState("/fluxos");
    expect(before).toMatch(/^\d+$/);
    expect(await catalogPageState("/fluxos/tag/whatsapp")).toBe(before);
    await db
      .update(schema.flows)
      .set({ downloadCount: sql`${schema.flows.downloadCount} + 1` })
      .where(eq(schema.flows.id, flow.id));
    expect(await catalogPageState("/fluxos")).toBe(before);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, flow.id));
    expect(await catalogPageState("/fluxos")).not.toBe(before);
  });

  it("adds a flow's counters and reviews on its own page, so they are exact there", async () => {
    const flow = await createFlow({ slug: "cobranca-pix" });
    const user = await createUser();
    const first = await catalogPageState("/fluxos/cobranca-pix");
    expect(first).toContain(flow.id);
    await db
      .update(schema.flows)
      .set({ downloadCount: sql`${schema.flows.downloadCount} + 1` })
      .where(eq(schema.flows.id, flow.id));
    const afterDownload = await catalogPageState("/fluxos/cobranca-pix");
    expect(afterDownload).not.toBe(first);
    const [review] = await db.insert(schema.reviews).values({ flowId: flow.id, userId: user.id, rating: 5, comment: "Ótimo" }).returning();
    const afterReview = await catalogPageState("/fluxos/cobranca-pix");
    expect(afterReview).not.toBe(afterDownload);
    // A review's text edited later changes the page too.
    await db
      .update(schema.reviews)
      .set({ comment: "Muito bom", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(schema.reviews.id, review!.id));
    expect(await catalogPageState("/fluxos/cobranca-pix")).not.toBe(afterReview);
  });

  it("has no state (never served from the cache) for a flow that is not published, or gone", async () => {
    const pending = await createFlow({ slug: "pendente", status: "PENDING" });
    await createFlow({ slug: "privado", isPublic: false });
    await createFlow({ slug: "recusado", status: "REJECTED" });
    for (const slug of ["pendente", "privado", "recusado", "nao-existe"]) expect(await catalogPageState(`/fluxos/${slug}`), slug).toBeNull();
    await db.update(schema.flows).set({ status: "APPROVED" }).where(eq(schema.flows.id, pending.id));
    expect(await catalogPageState("/fluxos/pendente")).not.toBeNull();
    await db.delete(schema.flows).where(eq(schema.flows.id, pending.id));
    expect(await catalogPageState("/fluxos/pendente")).toBeNull();
  });

  it("tells flow pages from facet pages", () => {
    expect(flowSlugOf("/fluxos/cobranca-pix")).toBe("cobranca-pix");
    expect(flowSlugOf("/fluxos/cobranca-pix/")).toBe("cobranca-pix");
    expect(flowSlugOf("/fluxos")).toBeNull();
    expect(flowSlugOf("/fluxos/tag/whatsapp")).toBeNull();
    expect(flowSlugOf("/fluxos/tag")).toBeNull();
    expect(flowSlugOf("/fluxos/%27%3B--")).toBeNull();
  });
});
