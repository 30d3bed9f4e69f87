import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { DELETE as unfollow, GET as followState, PUT as follow } from "@/app/api/authors/[handle]/follow/route";
import { GET as getAuthor } from "@/app/api/authors/[handle]/route";
import { GET as listFollowing } from "@/app/api/users/me/following/route";
import { GET as exportData } from "@/app/api/users/export/route";
import { findAuthorPage } from "@/lib/authors/queries";
import { FOLLOWER_MIN_ACCOUNT_DAYS } from "@/lib/follows/counted";
import { FOLLOW_TOGGLE_LIMITED, FOLLOW_TOGGLE_LIMITS } from "@/lib/follows/mutations";
import { createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// "Seguir" (docs/product-rules.md, "Seguir autores"): PUT/DELETE /api/authors/{handle}/follow and the member's list.

const put = (handle: string, token?: string) => follow(apiRequest("PUT", `/api/authors/${handle}/follow`, { token }), params({ handle }));
const del = (handle: string, token?: string) => unfollow(apiRequest("DELETE", `/api/authors/${handle}/follow`, { token }), params({ handle }));
const state = (handle: string, token?: string) => followState(apiRequest("GET", `/api/authors/${handle}/follow`, { token }), params({ handle }));
const list = async (token: string, query = "") => {
  const res = await listFollowing(apiRequest("GET", `/api/users/me/following${query}`, { token }));
  return { status: res.status, body: await res.json() };
};

async function member(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const rowsOf = (followerId: string) => db.select().from(schema.authorFollows).where(eq(schema.authorFollows.followerId, followerId));

describe("PUT and DELETE /api/authors/{handle}/follow", () => {
  it("follows and unfollows, both idempotent, answering the exact follower count", async () => {
    const { user, token } = await member();
    const author = await createUser({ name: "Ana Martins" });
    for (let i = 0; i < 2; i += 1) {
      const res = await put(author.handle, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ handle: author.handle, following: true, followers: 1, self: false });
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await (await state(author.handle, token)).json()).toEqual({ handle: author.handle, following: true, followers: 1, self: false });
    for (let i = 0; i < 2; i += 1) {
      const res = await del(author.handle, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ handle: author.handle, following: false, followers: 0, self: false });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("keeps one row under parallel follows", async () => {
    const { user, token } = await member();
    const author = await createUser();
    const answers = await Promise.all(Array.from({ length: 8 }, () => put(author.handle, token)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("answers 401 signed out", async () => {
    const author = await createUser();
    for (const res of [
      await put(author.handle),
      await del(author.handle),
      await state(author.handle),
      await listFollowing(apiRequest("GET", "/api/users/me/following")),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });

  it("answers 404 for an unknown handle, a private page and an earlier handle", async () => {
    const { user, token } = await member();
    const hidden = await createUser({ profilePublic: false });
    const moved = await createUser({ name: "Bruno Antigo" });
    const oldHandle = moved.handle;
    await db.insert(schema.userHandles).values({ handle: oldHandle, userId: moved.id });
    await setUser(moved.id, { handle: `${oldHandle}-novo` });
    for (const handle of ["ninguem-aqui", hidden.handle, oldHandle, "Nao Handle!"]) {
      for (const call of [put, del, state]) {
        const res = await call(handle, token);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: "Página de autor não encontrada", code: "NOT_FOUND" });
      }
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("refuses following yourself with a pt-BR 400, and says so to the button", async () => {
    const { user, token } = await member();
    const res = await put(user.handle, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Você não pode seguir a sua própria página.", code: "INVALID_INPUT" });
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(await (await state(user.handle, token)).json()).toMatchObject({ following: false, self: true });
  });

  it("refuses a follow from another site", async () => {
    const { user } = await member();
    const author = await createUser();
    const res = await follow(
      apiRequest("PUT", `/api/authors/${author.handle}/follow`, { headers: { "sec-fetch-site": "cross-site", origin: "https://exemplo.com" } }),
      params({ handle: author.handle }),
    );
    expect(res.status).toBe(403);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("limits the toggles per member: past the minute's budget both calls answer 429 and nothing changes", async () => {
    const { user, token } = await member();
    const { token: other } = await member();
    const author = await createUser();
    const perMinute = FOLLOW_TOGGLE_LIMITS.find((rule) => rule.name === "minute")!.limit;
    expect(perMinute).toBe(60);
    // Follow, unfollow, follow…: an even number of toggles ends not following.
    for (let i = 0; i < perMinute; i += 1) expect((await (i % 2 === 0 ? put : del)(author.handle, token)).status).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);

    const refused = await put(author.handle, token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: FOLLOW_TOGGLE_LIMITED, code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await del(author.handle, token)).status).toBe(429);
    expect(await (await state(author.handle, token)).json()).toMatchObject({ following: false });

    // Per member: someone else still follows.
    expect((await put(author.handle, other)).status).toBe(200);
    // Once following, a refused "Deixar de seguir" leaves the row too.
    await db.insert(schema.authorFollows).values({ followerId: user.id, authorId: author.id });
    expect((await del(author.handle, token)).status).toBe(429);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("limits the toggles per hour as well", async () => {
    const { user, token } = await member();
    const author = await createUser();
    const hour = FOLLOW_TOGGLE_LIMITS.find((rule) => rule.name === "hour")!;
    expect(hour.limit).toBe(300);
    await db.insert(schema.rateLimits).values({ key: `follows:hour:user:${user.id}`, count: hour.limit, resetAt: new Date(Date.now() + 3_600_000) });
    const refused = await put(author.handle, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("counts only established followers on the creator page: throwaway, unconfirmed and blocked accounts do not move it", async () => {
    const author = await createUser({ name: "Autora Contada" });
    // The creator page's count, read afresh (the API's copy may be a minute old, as the page's).
    const publicCount = async () => {
      const result = await findAuthorPage(author.handle);
      if (result.kind !== "author") throw new Error(`no page: ${result.kind}`);
      return result.page.totals.followers;
    };
    // Three accounts made a minute ago, e-mail confirmed: each sees its own follow, nobody else does.
    const throwaway = await Promise.all(Array.from({ length: 3 }, () => member()));
    for (const { token } of throwaway) expect(await (await put(author.handle, token)).json()).toMatchObject({ following: true, followers: 1 });
    expect(await publicCount()).toBe(0);
    const res = await getAuthor(apiRequest("GET", `/api/authors/${author.handle}`), params({ handle: author.handle }));
    expect((await res.json()).totals.followers).toBe(0);

    // Established: a confirmed e-mail, an active account at least FOLLOWER_MIN_ACCOUNT_DAYS old.
    const old = daysAgo(FOLLOWER_MIN_ACCOUNT_DAYS + 1);
    const [ana, bruno] = await Promise.all([member({ createdAt: old }), member({ createdAt: old })]);
    // Signing in needs a confirmed e-mail; rows of accounts that cannot count are written directly.
    const unconfirmed = await createUser({ createdAt: old, emailVerifiedAt: null });
    const banned = await createUser({ createdAt: old, status: "BANNED" });
    for (const { token } of [ana, bruno]) expect((await put(author.handle, token)).status).toBe(200);
    await db.insert(schema.authorFollows).values([unconfirmed, banned].map((u) => ({ followerId: u.id, authorId: author.id })));
    expect(await publicCount()).toBe(2);
    // A member sees the established followers plus their own follow, never a fresh account's.
    expect(await (await state(author.handle, throwaway[0]!.token)).json()).toMatchObject({ followers: 3 });
    expect(await (await state(author.handle, ana.token)).json()).toMatchObject({ followers: 2 });

    // A banned or inactive follower stops counting; a deleted one takes the row.
    await setUser(ana.user.id, { status: "BANNED" });
    expect(await publicCount()).toBe(1);
    await setUser(ana.user.id, { status: "ACTIVE" });
    await setUser(bruno.user.id, { status: "INACTIVE" });
    expect(await publicCount()).toBe(1);
    await db.delete(schema.users).where(eq(schema.users.id, ana.user.id));
    expect(await publicCount()).toBe(0);

    // An account counts once it is old enough; the list of a member who follows shows the same number.
    await setUser(throwaway[1]!.user.id, { createdAt: old });
    expect(await publicCount()).toBe(1);
    const listed = await list(throwaway[2]!.token);
    expect(listed.body.authors[0].totals.followers).toBe(2);
    expect((await list(throwaway[1]!.token)).body.authors[0].totals.followers).toBe(1);
  });
});

describe("GET /api/users/me/following", () => {
  it("lists the followed authors, newest first, with the creator page's summary; hides banned, inactive and private ones until they return", async () => {
    // Established, so the public summary counts the follow as the member's list does.
    const { user, token } = await member({ createdAt: daysAgo(FOLLOWER_MIN_ACCOUNT_DAYS + 1) });
    const [ana, bruno, carla, davi] = await Promise.all([
      createUser({ name: "Ana" }),
      createUser({ name: "Bruno", bio: "Automação de CRM" }),
      createUser({ name: "Carla" }),
      createUser({ name: "Davi" }),
    ]);
    await createFlow({ authorId: bruno.id, downloadCount: 7 });
    await createFlow({ authorId: bruno.id, isPublic: false });
    for (const author of [ana, bruno, carla, davi]) expect((await put(author.handle, token)).status).toBe(200);
    await db
      .update(schema.authorFollows)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.authorFollows.authorId, ana.id));

    const first = await list(token);
    expect(first.status).toBe(200);
    let { body } = first;
    expect(body.authors.map((a: { name: string }) => a.name)).toEqual(["Davi", "Carla", "Bruno", "Ana"]);
    const summary = body.authors.find((a: { name: string }) => a.name === "Bruno");
    expect(Object.keys(summary).sort()).toEqual(["bio", "followedAt", "handle", "links", "memberSince", "name", "totals", "verified"]);
    expect(summary).toMatchObject({ handle: bruno.handle, bio: "Automação de CRM", verified: false, links: [] });
    expect(summary.totals).toEqual({ flows: 1, downloads: 7, rating: 0, ratingCount: 0, followers: 1 });
    const page = await (await getAuthor(apiRequest("GET", `/api/authors/${bruno.handle}`), params({ handle: bruno.handle }))).json();
    delete page.flows;
    delete page.pagination;
    expect({ ...page, followedAt: summary.followedAt }).toEqual(summary);
    expect(body.pagination).toMatchObject({ page: 1, total: 4 });

    await setUser(ana.id, { status: "BANNED" });
    await setUser(carla.id, { profilePublic: false });
    await setUser(davi.id, { status: "INACTIVE" });
    ({ body } = await list(token));
    expect(body.authors.map((a: { name: string }) => a.name)).toEqual(["Bruno"]);
    expect(body.pagination).toMatchObject({ total: 1 });
    // The rows stay: a page made public again is back in the list.
    expect(await rowsOf(user.id)).toHaveLength(4);
    await setUser(carla.id, { profilePublic: true });
    ({ body } = await list(token));
    expect(body.authors.map((a: { name: string }) => a.name)).toEqual(["Carla", "Bruno"]);
  });

  it("pages the list and refuses a bad page with a pt-BR 400", async () => {
    const { token } = await member();
    const authors = await Promise.all(Array.from({ length: 3 }, (_, i) => createUser({ name: `Autor ${i}` })));
    for (const author of authors) await put(author.handle, token);
    const { body } = await list(token, "?limit=2&page=2");
    expect(body.authors).toHaveLength(1);
    expect(body.pagination).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 });
    const bad = await list(token, "?limit=500");
    expect(bad.status).toBe(400);
  });

  it("is in the member's data export", async () => {
    const { token } = await member();
    const author = await createUser();
    await put(author.handle, token);
    const res = await exportData(apiRequest("GET", "/api/users/export", { token }));
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.followedAuthors).toEqual([{ handle: author.handle, followedAt: expect.any(String) }]);
  });

  it("is gone with the follower's or the author's account", async () => {
    const { user, token } = await member();
    const author = await createUser();
    await put(author.handle, token);
    await db.delete(schema.users).where(eq(schema.users.id, author.id));
    expect(
      await db
        .select()
        .from(schema.authorFollows)
        .where(and(eq(schema.authorFollows.followerId, user.id))),
    ).toHaveLength(0);
  });
});
