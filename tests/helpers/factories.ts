import { sql } from "drizzle-orm";
import { db, schema } from "../../db";
import type { NewUser, User } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { derivedColumns } from "@/lib/flows/facts-columns";

export const PASSWORD = "Teste-de-senha-9";
let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A verified, active USER unless overridden. The password is always PASSWORD. */
export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  passwordHash ??= hashPassword(PASSWORD);
  counter += 1;
  const [user] = await db
    .insert(schema.users)
    .values({
      name: `Pessoa ${counter}`,
      email: `pessoa${counter}-${Date.now()}@exemplo.com.br`,
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user!;
}

export function createAdmin(overrides: Partial<NewUser> = {}) {
  return createUser({ role: "ADMIN", ...overrides });
}

export async function setUser(id: string, values: Partial<NewUser>) {
  await db
    .update(schema.users)
    .set(values)
    .where(sql`${schema.users.id} = ${id}`);
}

export async function createFlow(overrides: Partial<typeof schema.flows.$inferInsert> = {}) {
  counter += 1;
  const platform = overrides.platform ?? "N8N";
  const metadata = overrides.metadata ?? { nodes: [], connections: {} };
  const [flow] = await db
    .insert(schema.flows)
    .values({
      name: `Fluxo ${counter}`,
      description: "Automação de exemplo",
      platform,
      status: "APPROVED",
      metadata,
      ...derivedColumns(platform, metadata),
      // The default empty workflow would make every factory flow a duplicate of the others.
      ...(overrides.metadata === undefined && { contentHash: null, shapeHash: null }),
      ...overrides,
    })
    .returning();
  return flow!;
}

/** An n8n export of HTTP Request steps named `names`. */
export const httpWorkflow = (...names: string[]) => ({
  nodes: names.map((name, i) => ({
    id: String(i + 1),
    name,
    type: "n8n-nodes-base.httpRequest",
    typeVersion: 1,
    position: [i * 200, 0],
    parameters: { url: `https://api.exemplo.com/${name}` },
  })),
  connections: {},
});
