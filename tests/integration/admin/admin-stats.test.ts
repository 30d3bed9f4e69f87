import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as stats } from "@/app/api/admin/stats/route";
import { dayRange, saoPauloDay } from "@/lib/system/daily-series";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

describe("GET /api/admin/stats", () => {
  it("is 401 for visitors and 403 for users, even with a spoofed user-id header", async () => {
    const admin = await createAdmin();
    const user = await createUser();
    expect((await stats(apiRequest("GET", "/api/admin/stats", { headers: { "user-id": admin.id } }))).status).toBe(401);
    const res = await stats(apiRequest("GET", "/api/admin/stats", { token: await tokenFor(user.email), headers: { "user-id": admin.id } }));
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toContain("totalUsers");
  });

  it("returns the overview, top flows and growth for admins", async () => {
    const admin = await createAdmin();
    const user = await createUser();
    await createUser({ status: "BANNED", createdAt: new Date(Date.now() - 45 * 86_400_000) });
    const top = await createFlow({ name: "Mais baixado", downloadCount: 1, score: 4.7, authorId: admin.id });
    await createFlow({ name: "Privado", isPublic: false, status: "PENDING" });
    await db.insert(schema.downloads).values({ userId: user.id, flowId: top.id, flowName: top.name });
    await db.insert(schema.reviews).values({ userId: user.id, flowId: top.id, rating: 5 });

    const res = await stats(apiRequest("GET", "/api/admin/stats", { token: await tokenFor(admin.email) }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.overview).toEqual({
      totalUsers: 3,
      recentUsers: 2,
      activeUsers: 2,
      totalFlows: 2,
      publicFlows: 1,
      privateFlows: 1,
      pendingFlows: 1,
      totalDownloads: 1,
      avgDownloadsPerUser: 0.3,
      totalReviews: 1,
    });
    expect(body.topFlows[0]).toEqual({ id: top.id, name: "Mais baixado", author: { name: admin.name }, downloadCount: 1, score: 4.7, reviewCount: 0 });
    expect(body.growth.usersGrowthRate).toBe(100);
  });

  it("counts downloads per São Paulo day over the last 30 days, oldest first, with quiet days at 0", async () => {
    const admin = await createAdmin();
    const user = await createUser();
    const days = dayRange(saoPauloDay(new Date()), 30);
    const at = (instant: string | Date) => ({ userId: user.id, flowId: null, flowName: "Fluxo", createdAt: new Date(instant) });
    // Brasília is UTC-3 all year: a day starts at 03:00 UTC.
    await db
      .insert(schema.downloads)
      .values([
        at(new Date()),
        at(new Date()),
        at(`${days[10]}T15:00:00Z`),
        at(`${days[0]}T03:00:00Z`),
        at(`${days[0]}T02:59:59Z`),
        at(`${days[1]}T02:30:00Z`),
        at(new Date(Date.now() - 45 * 86_400_000)),
      ]);

    const body = await (await stats(apiRequest("GET", "/api/admin/stats", { token: await tokenFor(admin.email) }))).json();
    expect(body.downloadsPerDay).toHaveLength(30);
    expect(body.downloadsPerDay.map((d: { date: string }) => d.date)).toEqual(days);
    const counts = Object.fromEntries(body.downloadsPerDay.map((d: { date: string; count: number }) => [d.date, d.count]));
    expect(counts[days[29]!]).toBe(2);
    expect(counts[days[10]!]).toBe(1);
    expect(counts[days[0]!]).toBe(2);
    expect(counts[days[1]!]).toBe(0);
    expect(body.downloadsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(5);
    expect(body.overview.totalDownloads).toBe(7);
  });

  it("answers 30 zero days when nothing was downloaded", async () => {
    const admin = await createAdmin();
    const body = await (await stats(apiRequest("GET", "/api/admin/stats", { token: await tokenFor(admin.email) }))).json();
    expect(body.downloadsPerDay).toHaveLength(30);
    expect(body.downloadsPerDay.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(body.downloadsPerDay.at(-1).date).toBe(saoPauloDay(new Date()));
  });
});
