import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { getPublicStats } from "@/lib/system/queries";
import { createFlow, createUser } from "../../helpers/factories";

describe("the landing page's figures", () => {
  it("counts published flows, active accounts and downloads, as they are", async () => {
    const [a, b] = [await createUser(), await createUser({ status: "BANNED" })];
    const flow = await createFlow();
    await createFlow({ status: "PENDING" });
    await createFlow({ isPublic: false });
    await db.insert(schema.downloads).values({ userId: a.id, flowId: flow.id, flowName: flow.name });
    expect(b.status).toBe("BANNED");
    // A moment no earlier call has cached.
    expect(await getPublicStats(Date.now() + 3_600_000)).toEqual({ flows: 1, users: 1, downloads: 1 });
  });
});
