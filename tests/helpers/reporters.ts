import { db, schema } from "@/db";
import type { User } from "@/db/schema";
import { createUser } from "./factories";
import { tokenFor } from "./session";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Members whose reports count towards the automatic hold (lib/reports/trust.ts): accounts a month
 * old that downloaded `flowId` (the flow, or the flow a reported review is on).
 */
export async function establishedReporters(n: number, flowId: string): Promise<{ user: User; token: string }[]> {
  const users = await Promise.all(Array.from({ length: n }, () => createUser({ createdAt: new Date(Date.now() - 30 * DAY) })));
  await db.insert(schema.downloads).values(users.map((u) => ({ userId: u.id, flowId, flowName: "Fluxo baixado" })));
  const tokens = await Promise.all(users.map((u) => tokenFor(u.email)));
  return users.map((user, i) => ({ user, token: tokens[i]! }));
}
