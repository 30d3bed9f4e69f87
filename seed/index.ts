import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { refreshRatingPrior } from "@/lib/flows/rating-rank";
import type { DatabaseHandle } from "@/db/client";
import { settings, users } from "@/db/schema";
import { DEMO_USER_EMAIL, generateDemoData } from "./demo-data";
import { DEMO_MARKER_KEY, insertDemoData } from "./insert";

const DEMO_ADMIN_EMAIL = "admin@fluxoteca.dev";
const DEMO_PASSWORD = "fluxoteca-demo";
export { DEMO_USER_EMAIL };

/** Missing or invalid admin credentials: the CLI prints the message and exits with 1. */
export class SeedConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SeedConfigError";
  }
}

export interface SeedOptions {
  demo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  log?: (message: string) => void;
  /** Reference date of the demo data (defaults to now). */
  now?: Date;
}

export interface SeedResult {
  admin: { id: string; email: string; created: boolean };
  demo: "created" | "exists" | "skipped";
  counts?: { users: number; flows: number; reviews: number; downloads: number; contributions: number };
}

function adminCredentials(opts: SeedOptions) {
  const email = (opts.adminEmail ?? "").trim().toLowerCase() || (opts.demo ? DEMO_ADMIN_EMAIL : "");
  const password = opts.adminPassword || (opts.demo ? DEMO_PASSWORD : "");
  if (!email || !password) {
    throw new SeedConfigError(
      "Defina ADMIN_EMAIL e ADMIN_PASSWORD para criar o administrador. Fora do modo demonstração não há valores padrão (use DEMO_MODE=1 ou --demo para os dados de exemplo).",
    );
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SeedConfigError(`ADMIN_EMAIL inválido: "${email}".`);
  if (password.length < 6 || password.length > 128) throw new SeedConfigError("ADMIN_PASSWORD deve ter entre 6 e 128 caracteres.");
  return { email, password };
}

/** Demo mode prints how to sign in; a password that did not come from the defaults is not echoed. */
function logCredentials(log: (message: string) => void, email: string, password: string, created: boolean) {
  const shown = password !== DEMO_PASSWORD ? "(a senha definida em ADMIN_PASSWORD)" : created ? DEMO_PASSWORD : `${DEMO_PASSWORD} (se não tiver sido alterada)`;
  log(`Acesso de administrador: ${email} / ${shown}`);
  log(`Acesso de usuário de demonstração: ${DEMO_USER_EMAIL} / ${DEMO_PASSWORD} (os demais usuários de exemplo usam a mesma senha)`);
}

/**
 * Ensures the admin account (always), then, in demo mode, the demo
 * dataset — only once: a second run finds the data and changes nothing (docs/product-rules.md §15).
 */
export async function seed(handle: DatabaseHandle, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? ((message: string) => console.log(message));
  const { db } = handle;
  const { email, password } = adminCredentials(opts);
  // argon2 is deliberately slow: hash the shared demo password once and reuse it.
  let demoHash: Promise<string> | undefined;
  const hashOf = (plain: string) => (plain === DEMO_PASSWORD ? (demoHash ??= hashPassword(DEMO_PASSWORD)) : hashPassword(plain));

  let [admin] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  let created = false;
  if (!admin) {
    const now = new Date();
    const inserted = await db
      .insert(users)
      .values({
        name: "Administrador",
        email,
        passwordHash: await hashOf(password),
        role: "ADMIN",
        status: "ACTIVE",
        emailVerifiedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    created = inserted.length > 0;
    [admin] = created ? inserted : await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!admin) throw new Error("Não foi possível criar o administrador.");
    log(`Administrador criado: ${email}`);
  } else if (admin.role !== "ADMIN" || admin.status !== "ACTIVE" || !admin.emailVerifiedAt) {
    // The password is never overwritten: it may have been changed since the first seed.
    [admin] = await db
      .update(users)
      .set({ role: "ADMIN", status: "ACTIVE", emailVerifiedAt: admin.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, admin.id))
      .returning();
    if (!admin) throw new Error("Não foi possível atualizar o administrador.");
    log(`Conta ${email} promovida a administrador (ativa e com e-mail verificado).`);
  } else {
    log(`Administrador já existe: ${email} (senha mantida).`);
  }

  // No settings rows: a missing row reads as its default (lib/settings/schemas.ts, the one place they
  // live), so a later change of a default reaches every database nobody has configured.
  const result: SeedResult = { admin: { id: admin.id, email, created }, demo: "skipped" };
  if (!opts.demo) return result;

  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER_KEY)).limit(1);
  const [demoUser] = marker ? [] : await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER_EMAIL)).limit(1);
  if (marker || demoUser) {
    log("Os dados de demonstração já existem; nada foi alterado.");
    logCredentials(log, email, password, created);
    return { ...result, demo: "exists" };
  }

  const started = Date.now();
  const now = opts.now ?? new Date();
  const data = generateDemoData({ adminId: admin.id, now });
  const done = await insertDemoData(db, data, { passwordHash: await hashOf(DEMO_PASSWORD), adminId: admin.id, now });
  // The seeded reviews set the catalogue mean every flow's rating rank leans on.
  if (done) await refreshRatingPrior(db);
  if (!done) {
    log("Os dados de demonstração já existem; nada foi alterado.");
    logCredentials(log, email, password, created);
    return { ...result, demo: "exists" };
  }
  const counts = {
    users: data.users.length,
    flows: data.flows.length,
    reviews: data.reviews.length,
    downloads: data.downloads.length,
    contributions: data.contributions.length,
  };
  const byPlatform = (p: string) => data.flows.filter((f) => f.platform === p).length.toLocaleString("pt-BR");
  log(
    `Dados de demonstração criados em ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.flows.toLocaleString("pt-BR")} fluxos ` +
      `(${byPlatform("N8N")} n8n, ${byPlatform("TYPEBOT")} Typebot, ${byPlatform("MAKE")} Make), ${counts.users} usuários, ` +
      `${counts.reviews} avaliações, ${counts.downloads} downloads e ${counts.contributions} contribuições.`,
  );
  logCredentials(log, email, password, created);
  return { ...result, demo: "created", counts };
}
