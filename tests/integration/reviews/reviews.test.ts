import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as postReview } from "@/app/api/flows/[id]/review/route";
import { GET as getReviews } from "@/app/api/flows/[id]/reviews/route";
import { DELETE as deleteReview, PUT as putReview } from "@/app/api/reviews/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string; headers?: Record<string, string> };
const review = (flowId: string, body: unknown, o: Opts = {}) =>
  postReview(apiRequest("POST", `/api/flows/${flowId}/review`, { body, ...o }), params({ id: flowId }));
const list = (flowId: string, o: Opts = {}) => getReviews(apiRequest("GET", `/api/flows/${flowId}/reviews`, o), params({ id: flowId }));
const edit = (id: string, body: unknown, o: Opts = {}) => putReview(apiRequest("PUT", `/api/reviews/${id}`, { body, ...o }), params({ id }));
const remove = (id: string, o: Opts = {}) => deleteReview(apiRequest("DELETE", `/api/reviews/${id}`, o), params({ id }));

async function flowScore(id: string) {
  const [row] = await db.select({ score: schema.flows.score, reviewCount: schema.flows.reviewCount }).from(schema.flows).where(eq(schema.flows.id, id));
  return row!;
}

/** A flow plus signed-in users: the flow's reviewers-to-be. */
async function setup(count = 2) {
  const flow = await createFlow();
  const users = await Promise.all(Array.from({ length: count }, () => createUser()));
  const tokens = await Promise.all(users.map((u) => tokenFor(u.email)));
  return { flow, users, tokens };
}

describe("POST /api/flows/{id}/review", () => {
  it("creates the review (201) and recounts the flow's score and reviewCount", async () => {
    const { flow, users, tokens } = await setup();
    const res = await review(flow.id, { rating: 5, comment: "Funcionou de primeira" }, { token: tokens[0] });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ flowId: flow.id, rating: 5, comment: "Funcionou de primeira", user: { id: users[0]!.id, name: users[0]!.name } });
    expect(Object.keys(body).sort()).toEqual(["comment", "createdAt", "flowId", "id", "rating", "updatedAt", "user"]);
    expect(await flowScore(flow.id)).toEqual({ score: 5, reviewCount: 1 });
    expect((await review(flow.id, { rating: 2 }, { token: tokens[1] })).status).toBe(201);
    expect(await flowScore(flow.id)).toEqual({ score: 3.5, reviewCount: 2 });
  });

  it("answers 409 ALREADY_REVIEWED to a second review by the same user", async () => {
    const { flow, tokens } = await setup(1);
    await review(flow.id, { rating: 4 }, { token: tokens[0] });
    const res = await review(flow.id, { rating: 1 }, { token: tokens[0] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "ALREADY_REVIEWED", message: "Você já avaliou este fluxo." });
    expect(await flowScore(flow.id)).toEqual({ score: 4, reviewCount: 1 });
  });

  it("refuses a rating outside 1–5 with 400 and changes nothing", async () => {
    const { flow, tokens } = await setup(1);
    for (const rating of [0, 6, "x", 2.5, null, undefined]) {
      const res = await review(flow.id, { rating, comment: "x" }, { token: tokens[0] });
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors.rating).toEqual(["Selecione uma nota de 1 a 5"]);
    }
    expect(await db.select().from(schema.reviews)).toHaveLength(0);
    expect(await flowScore(flow.id)).toEqual({ score: 0, reviewCount: 0 });
  });

  it("trims the comment, omits an empty one and caps it at 2,000 characters", async () => {
    const { tokens } = await setup(1);
    const comment = async (value: unknown) => {
      const flow = await createFlow();
      const res = await review(flow.id, { rating: 3, comment: value }, { token: tokens[0] });
      return res.status === 201 ? (await res.json()).comment : res.status;
    };
    expect(await comment("  Muito útil!  ")).toBe("Muito útil!");
    expect(await comment("   ")).toBeNull();
    expect(await comment(undefined)).toBeNull();
    expect(await comment(` ${"a".repeat(2000)} `)).toHaveLength(2000);
    expect(await comment("a".repeat(2001))).toBe(400);
  });

  it("answers 404 for a pending flow of another user, an unknown id or a malformed one", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    const pending = await createFlow({ status: "PENDING", authorId: author.id });
    const token = await tokenFor(other.email);
    for (const id of [pending.id, "00000000-0000-4000-8000-000000000000", "nao-e-uuid"]) {
      const res = await review(id, { rating: 5 }, { token });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Fluxo não encontrado");
      expect((await list(id, { token })).status).toBe(404);
    }
    expect((await review(pending.id, { rating: 5 }, { token: await tokenFor(author.email) })).status).toBe(201);
  });

  it("keeps the count and the average exact when 10 users review at once", async () => {
    const { flow, tokens } = await setup(10);
    const ratings = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3];
    const statuses = await Promise.all(tokens.map(async (token, i) => (await review(flow.id, { rating: ratings[i] }, { token })).status));
    expect(statuses).toEqual(Array(10).fill(201));
    const { score, reviewCount } = await flowScore(flow.id);
    expect(reviewCount).toBe(10);
    expect(score).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / 10, 10);
  });
});

describe("GET /api/flows/{id}/reviews", () => {
  it("lists the reviews newest first with the viewer's own one as myReview", async () => {
    const { flow, users, tokens } = await setup(3);
    await review(flow.id, { rating: 5, comment: "Primeira" }, { token: tokens[0] });
    await review(flow.id, { rating: 3 }, { token: tokens[1] });
    const mine = await (await list(flow.id, { token: tokens[0] })).json();
    expect(mine.reviews.map((r: { user: { name: string } }) => r.user.name)).toEqual([users[1]!.name, users[0]!.name]);
    expect(mine.myReview).toMatchObject({ rating: 5, comment: "Primeira", user: { id: users[0]!.id } });
    expect((await (await list(flow.id, { token: tokens[2] })).json()).myReview).toBeNull();
  });
});

describe("PUT and DELETE /api/reviews/{id}", () => {
  it("lets the author edit: the comment is replaced or cleared and the score recounted", async () => {
    const { flow, tokens } = await setup(1);
    const created = await (await review(flow.id, { rating: 5, comment: "Bom" }, { token: tokens[0] })).json();
    const res = await edit(created.id, { rating: 2, comment: "  Parou de funcionar  " }, { token: tokens[0] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, rating: 2, comment: "Parou de funcionar" });
    expect(await flowScore(flow.id)).toEqual({ score: 2, reviewCount: 1 });
    expect((await (await edit(created.id, { rating: 3 }, { token: tokens[0] })).json()).comment).toBeNull();
    expect((await edit(created.id, { comment: "sem nota" }, { token: tokens[0] })).status).toBe(400);
  });

  it("forbids other users (403), lets an admin edit and delete any review, and 404s unknown ids", async () => {
    const { flow, tokens } = await setup(2);
    const created = await (await review(flow.id, { rating: 4 }, { token: tokens[0] })).json();
    for (const res of [await edit(created.id, { rating: 1 }, { token: tokens[1] }), await remove(created.id, { token: tokens[1] })]) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("FORBIDDEN");
    }
    expect(await flowScore(flow.id)).toEqual({ score: 4, reviewCount: 1 });
    const admin = await tokenFor((await createAdmin()).email);
    expect((await (await edit(created.id, { rating: 1 }, { token: admin })).json()).rating).toBe(1);
    expect(await flowScore(flow.id)).toEqual({ score: 1, reviewCount: 1 });
    expect((await remove(created.id, { token: admin })).status).toBe(200);
    for (const id of [created.id, "nao-e-uuid"]) expect((await edit(id, { rating: 3 }, { token: admin })).status).toBe(404);
  });

  it("deletes the author's review and brings the score back to 0 with the last one", async () => {
    const { flow, tokens } = await setup(2);
    const first = await (await review(flow.id, { rating: 5 }, { token: tokens[0] })).json();
    const second = await (await review(flow.id, { rating: 2 }, { token: tokens[1] })).json();
    const res = await remove(first.id, { token: tokens[0] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Avaliação excluída" });
    expect(await flowScore(flow.id)).toEqual({ score: 2, reviewCount: 1 });
    expect((await remove(second.id, { token: tokens[1] })).status).toBe(200);
    expect(await flowScore(flow.id)).toEqual({ score: 0, reviewCount: 0 });
    expect((await remove(second.id, { token: tokens[1] })).status).toBe(404);
  });

  it("answers 404 on a review whose flow the viewer can no longer see", async () => {
    const [author, reviewer] = await Promise.all([createUser(), createUser()]);
    const flow = await createFlow({ authorId: author.id });
    const token = await tokenFor(reviewer.email);
    const created = await (await review(flow.id, { rating: 4 }, { token })).json();
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, flow.id));
    expect((await edit(created.id, { rating: 1 }, { token })).status).toBe(404);
    expect((await remove(created.id, { token })).status).toBe(404);
  });
});

describe("review endpoints without a session", () => {
  it("answer 401, and a spoofed user-id header grants nothing", async () => {
    const { flow, users, tokens } = await setup(2);
    const created = await (await review(flow.id, { rating: 4 }, { token: tokens[0] })).json();
    const spoof = { headers: { "user-id": users[0]!.id } };
    for (const res of [
      await review(flow.id, { rating: 5 }, spoof),
      await list(flow.id, spoof),
      await edit(created.id, { rating: 1 }, spoof),
      await remove(created.id, spoof),
    ]) {
      expect(res.status).toBe(401);
    }
    expect((await edit(created.id, { rating: 1 }, { token: tokens[1], ...spoof })).status).toBe(403);
    expect((await remove(created.id, { token: tokens[1], ...spoof })).status).toBe(403);
    expect(await flowScore(flow.id)).toEqual({ score: 4, reviewCount: 1 });
  });

  it("refuses a cross-site mutation even with a valid session", async () => {
    const { flow, tokens } = await setup(1);
    const res = await review(flow.id, { rating: 5 }, { token: tokens[0], headers: { origin: "https://malicioso.example" } });
    expect(res.status).toBe(403);
  });
});
