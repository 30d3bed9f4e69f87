import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { createUser, PASSWORD, setUser } from "../../helpers/factories";
import { apiRequest, cookieFrom } from "../../helpers/http";

describe("POST /api/auth/register", () => {
  it("creates an unverified account, stores an argon2id hash and e-mails a link", async () => {
    const res = await register(
      apiRequest("POST", "/api/auth/register", { body: { name: "  Maria Souza ", email: "Maria@Exemplo.com.br", password: "cafe-com-pao-42" } }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Conta criada com sucesso! Verifique seu email para ativar sua conta.");
    expect(body.user).toEqual({ id: expect.any(String), name: "Maria Souza", email: "maria@exemplo.com.br" });
    expect(JSON.stringify(body)).not.toContain("argon2");
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, "maria@exemplo.com.br"));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.role).toBe("USER");
    const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, "maria@exemplo.com.br"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/verify-email\?token=[\w-]{40,}/);
  });

  it("answers 409 for an e-mail already registered", async () => {
    const existing = await createUser();
    const res = await register(apiRequest("POST", "/api/auth/register", { body: { name: "Outra", email: existing.email, password: "cafe-com-pao-42" } }));
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("EMAIL_TAKEN");
  });

  it.each([
    [{ name: "", email: "a@b.com", password: "cafe-com-pao-42" }, "name", "Nome é obrigatório"],
    [{ name: "   ", email: "a@b.com", password: "cafe-com-pao-42" }, "name", "Nome é obrigatório"],
    [{ name: "Ana", email: "nao-e-email", password: "cafe-com-pao-42" }, "email", "Por favor, insira um email válido"],
    [{ name: "Ana", email: "a@b.com", password: "12345" }, "password", "A senha deve ter pelo menos 6 caracteres"],
    [{ name: "Ana", email: "a@b.com", password: "x".repeat(129) }, "password", "A senha pode ter no máximo 128 caracteres"],
  ])("refuses invalid input %j with a pt-BR field error", async (body, field, message) => {
    const res = await register(apiRequest("POST", "/api/auth/register", { body }));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fieldErrors[field]).toContain(message);
    expect(await db.select().from(schema.users)).toHaveLength(0);
  });

  it("refuses common passwords but accepts long ones untruncated", async () => {
    const common = await register(apiRequest("POST", "/api/auth/register", { body: { name: "Ana", email: "ana@b.com", password: "password1" } }));
    expect(common.status).toBe(400);
    expect((await common.json()).message).toMatch(/muito comum/);
    const long = "a".repeat(100) + "-Z9";
    const ok = await register(apiRequest("POST", "/api/auth/register", { body: { name: "Ana", email: "ana@b.com", password: long } }));
    expect(ok.status).toBe(201);
    await setUser((await ok.json()).user.id, { emailVerifiedAt: new Date() });
    const truncated = await login(apiRequest("POST", "/api/auth/login", { body: { email: "ana@b.com", password: "a".repeat(100) } }));
    expect(truncated.status).toBe(401);
    const full = await login(apiRequest("POST", "/api/auth/login", { body: { email: "ana@b.com", password: long } }));
    expect(full.status).toBe(200);
  });

  it("rejects non-JSON bodies with 415 and oversized ones with 413", async () => {
    const form = await register(apiRequest("POST", "/api/auth/register", { body: "name=a", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.status).toBe(415);
    const big = await register(apiRequest("POST", "/api/auth/register", { body: { name: "a".repeat(70_000), email: "a@b.com", password: "x" } }));
    expect(big.status).toBe(413);
  });

  it("rejects a cross-site submission", async () => {
    const res = await register(
      apiRequest("POST", "/api/auth/register", {
        body: { name: "Ana", email: "ana@b.com", password: "cafe-com-pao-42" },
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/login", () => {
  it("returns {user, token}, sets an httpOnly SameSite=Lax cookie, and both identify the user", async () => {
    const user = await createUser({ name: "João" });
    const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email.toUpperCase(), password: PASSWORD } }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      name: "João",
      role: "USER",
      downloadCount: 0,
      downloadLimit: 2,
      hasContributed: false,
      contributionAmount: 0,
    });
    expect(body.user.passwordHash).toBeUndefined();
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(res.headers.getSetCookie()).toContain("fluxoteca-paginas-proprias=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    const viaCookie = await resolveViewer(new Headers({ cookie: cookieFrom(res) }));
    const viaBearer = await resolveViewer(new Headers({ authorization: `Bearer ${body.token}` }));
    expect(viaCookie?.id).toBe(user.id);
    expect(viaBearer?.id).toBe(user.id);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = await createUser();
    const wrong = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: "senha-errada-1" } }));
    const unknown = await login(apiRequest("POST", "/api/auth/login", { body: { email: "ninguem@exemplo.com.br", password: "senha-errada-1" } }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuses an unverified e-mail with 403 mentioning 'confirmar seu email'", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("confirmar seu email");
  });

  it.each(["BANNED", "INACTIVE"] as const)("refuses a %s account with 403", async (status) => {
    const user = await createUser({ status });
    const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("ACCOUNT_BLOCKED");
  });

  it("ends the session at once when the user is banned or the token version changes", async () => {
    const user = await createUser();
    const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    const { token } = await res.json();
    const headers = new Headers({ authorization: `Bearer ${token}` });
    expect(await resolveViewer(headers)).not.toBeNull();
    await setUser(user.id, { status: "BANNED" });
    expect(await resolveViewer(headers)).toBeNull();
    await setUser(user.id, { status: "ACTIVE", tokenVersion: 1 });
    expect(await resolveViewer(headers)).toBeNull();
  });

  it("grants nothing to a spoofed user-id header or a forged token", async () => {
    const admin = await createUser({ role: "ADMIN" });
    expect(await resolveViewer(new Headers({ "user-id": admin.id }))).toBeNull();
    expect(await resolveViewer(new Headers({ authorization: `Bearer ${admin.id}` }))).toBeNull();
    expect(await resolveViewer(new Headers({ cookie: `authjs.session-token=${admin.id}` }))).toBeNull();
  });

  it("rate-limits a burst on one e-mail with 429 and Retry-After", async () => {
    const user = await createUser();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: "errada-123" }, ip: `203.0.113.${i}` })),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const limited = attempts.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Muitas tentativas/);
    const stillLimited = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    expect(stillLimited.status).toBe(429);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the session cookie", async () => {
    const res = await logout(apiRequest("POST", "/api/auth/logout"));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=;.*Max-Age=0/);
    // The page cache's hint about the previous viewer goes too (lib/cache/page-paths.ts).
    expect(res.headers.getSetCookie()).toContain("fluxoteca-paginas-proprias=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect((await res.json()).message).toBe("Logout realizado");
  });
});

describe("request bodies", () => {
  it("refuses an escaped NUL character with 400 instead of failing in the database", async () => {
    const res = await register(
      apiRequest("POST", "/api/auth/register", { body: '{"name":"a\\u0000b","email":"nul@exemplo.com.br","password":"cafe-com-pao-42"}' }),
    );
    expect(res.status).toBe(400);
    expect(await db.select().from(schema.users)).toHaveLength(0);
  });

  it("refuses prototype-polluting keys", async () => {
    const res = await register(
      apiRequest("POST", "/api/auth/register", { body: '{"name":"a","email":"p@exemplo.com.br","password":"cafe-com-pao-42","__proto__":{"role":"ADMIN"}}' }),
    );
    expect(res.status).toBe(400);
  });
});

describe("login rate limit budget", () => {
  it("does not count successful logins, so a user who keeps logging in is never locked out", async () => {
    const user = await createUser();
    for (let i = 0; i < 14; i++) {
      const res = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
      expect(res.status).toBe(200);
    }
  });

  it("uses the proxy-appended address, so a spoofed X-Forwarded-For prefix cannot dodge the IP limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await login(
        apiRequest("POST", "/api/auth/login", {
          body: { email: `ninguem${i}@exemplo.com.br`, password: "errada-123" },
          headers: { "x-forwarded-for": `10.0.0.${i}, 203.0.113.77` },
        }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
