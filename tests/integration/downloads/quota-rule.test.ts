import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { QUOTA_ALLOWS } from "@/lib/downloads/mutations";
import { computeQuota, isFlowBlocked } from "@/lib/downloads/quota";
import { createUser } from "../../helpers/factories";

describe("the quota rule", () => {
  it("is the same in SQL (the statement that charges a download) and in computeQuota (every page and answer)", async () => {
    const cases = [];
    for (const role of ["USER", "ADMIN"] as const)
      for (const hasContributed of [false, true])
        for (const downloadCount of [0, 1, 2, 3]) for (const limit of [0, 2, 3]) cases.push({ role, hasContributed, downloadCount, limit });
    const users = await Promise.all(cases.map((c) => createUser({ role: c.role, hasContributed: c.hasContributed, downloadCount: c.downloadCount })));
    for (const [i, c] of cases.entries()) {
      const [row] = await db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(and(eq(schema.users.id, users[i]!.id), QUOTA_ALLOWS(c.limit)));
      expect({ ...c, allowed: Boolean(row) }).toEqual({ ...c, allowed: computeQuota(c, c.limit).canDownload });
    }
  });

  it("blocks only flows the member never downloaded and does not own, once the quota is spent", () => {
    const spent = computeQuota({ role: "USER", hasContributed: false, downloadCount: 2 }, 2);
    const free = computeQuota({ role: "USER", hasContributed: false, downloadCount: 1 }, 2);
    expect(isFlowBlocked({ viewerHasDownloaded: false, canEdit: false }, spent)).toBe(true);
    expect(isFlowBlocked({ viewerHasDownloaded: true, canEdit: false }, spent)).toBe(false);
    expect(isFlowBlocked({ viewerHasDownloaded: false, canEdit: true }, spent)).toBe(false);
    expect(isFlowBlocked({ viewerHasDownloaded: false, canEdit: false }, free)).toBe(false);
  });
});
