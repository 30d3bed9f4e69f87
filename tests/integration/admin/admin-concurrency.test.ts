import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/flows/[id]/reject/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/admin/users/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Two admins at work at once: one edits users, the other moderates flows. Each request takes row
// locks on users and on the catalogue version; none of them may fail because of the other.

const rename = (id: string, name: string, token: string) =>
  updateRoute(apiRequest("PUT", `/api/admin/users/${id}`, { body: { name, role: "USER", status: "ACTIVE" }, token }), params({ id }));
const renameAdmin = (id: string, name: string, token: string) =>
  updateRoute(apiRequest("PUT", `/api/admin/users/${id}`, { body: { name, role: "ADMIN", status: "ACTIVE" }, token }), params({ id }));
const approveFlow = (id: string, token: string) => approve(apiRequest("POST", `/api/admin/flows/${id}/approve`, { token }), params({ id }));
const rejectFlow = (id: string, token: string) =>
  reject(apiRequest("POST", `/api/admin/flows/${id}/reject`, { body: { reason: "Fora do escopo do catálogo" }, token }), params({ id }));
const removeUser = (id: string, token: string) => deleteRoute(apiRequest("DELETE", `/api/admin/users/${id}`, { token }), params({ id }));

const ITERATIONS = 20;

/** Runs `count` iterations of `step`, `width` at a time; answers every status seen. */
async function loop(count: number, width: number, step: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        const res = await step(i);
        statuses.push(res.status);
        await res.body?.cancel();
      }
    }),
  );
  return statuses;
}

describe("admins editing users while others moderate flows", () => {
  it("renames and approvals/rejections running together never fail with a server error", { timeout: 90_000 }, async () => {
    const [editor, moderator, other, user] = await Promise.all([createAdmin(), createAdmin(), createAdmin(), createUser()]);
    const [editorToken, moderatorToken] = await Promise.all([tokenFor(editor.email), tokenFor(moderator.email)]);
    const flows = await Promise.all(Array.from({ length: 4 }, () => createFlow({ status: "PENDING" })));

    const [renames, adminRenames, moderations] = await Promise.all([
      loop(ITERATIONS, 2, (i) => rename(user.id, `Pessoa Renomeada ${i}`, editorToken)),
      loop(ITERATIONS, 1, (i) => renameAdmin(i % 2 === 0 ? moderator.id : other.id, `Admin Renomeado ${i}`, editorToken)),
      // Alternating decisions, so every request really changes its flow and records a moderation.
      loop(ITERATIONS * 2, 2, (i) => {
        const flow = flows[i % flows.length]!;
        return Math.floor(i / flows.length) % 2 === 0 ? approveFlow(flow.id, moderatorToken) : rejectFlow(flow.id, moderatorToken);
      }),
    ]);

    expect(renames.filter((s) => s >= 500)).toEqual([]);
    expect(adminRenames.filter((s) => s >= 500)).toEqual([]);
    expect(moderations.filter((s) => s >= 500)).toEqual([]);
    expect(new Set([...renames, ...adminRenames, ...moderations])).toEqual(new Set([200]));

    const [renamed] = await db.select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(renamed?.name).toMatch(/^Pessoa Renomeada \d+$/);
    const recorded = await db.select().from(schema.flowModerations);
    expect(recorded).toHaveLength(ITERATIONS * 2);
    expect(recorded.every((m) => m.adminId === moderator.id)).toBe(true);
  });

  it("deleting users while flows are moderated never fails with a server error", { timeout: 90_000 }, async () => {
    const [editor, moderator] = await Promise.all([createAdmin(), createAdmin()]);
    const [editorToken, moderatorToken] = await Promise.all([tokenFor(editor.email), tokenFor(moderator.email)]);
    const leaving = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    // Each leaving user has a pending flow, so the deletion also bumps the catalogue version.
    await Promise.all(leaving.map((u) => createFlow({ status: "PENDING", authorId: u.id })));
    const flows = await Promise.all(Array.from({ length: 4 }, () => createFlow({ status: "PENDING" })));

    const [removals, moderations] = await Promise.all([
      loop(leaving.length, 2, (i) => removeUser(leaving[i]!.id, editorToken)),
      loop(ITERATIONS, 2, (i) => {
        const flow = flows[i % flows.length]!;
        return Math.floor(i / flows.length) % 2 === 0 ? approveFlow(flow.id, moderatorToken) : rejectFlow(flow.id, moderatorToken);
      }),
    ]);
    expect(removals.filter((s) => s !== 200)).toEqual([]);
    expect(moderations.filter((s) => s !== 200)).toEqual([]);
  });
});
