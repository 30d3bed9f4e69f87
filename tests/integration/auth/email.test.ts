import { describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/email/verify/route";
import { POST as requestVerification } from "@/app/api/email/request-verification/route";
import { POST as resendVerification } from "@/app/api/email/resend-verification/route";
import { POST as forgotPassword } from "@/app/api/email/forgot-password/route";
import { POST as resetPassword } from "@/app/api/email/reset-password/route";
import { GET as outbox } from "@/app/api/dev/outbox/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { drainOutbox } from "@/lib/mail/worker";
import { createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";

async function lastLink(to: string, path: string): Promise<string> {
  const [mail] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to)).orderBy(desc(schema.emailOutbox.createdAt)).limit(1);
  const token = mail?.text.match(new RegExp(`${path}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link for ${to}`);
  return token;
}

const post = (handler: (req: Request, ctx: unknown) => Promise<Response> | Response, path: string, body?: unknown, extra = {}) =>
  handler(apiRequest("POST", path, { body, ...extra }), undefined);

describe("POST /api/email/verify", () => {
  it("verifies once with a valid token and refuses reuse", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    await post(requestVerification, "/api/email/request-verification", { email: user.email });
    const token = await lastLink(user.email, "/verify-email");
    const tokens = await db.select().from(schema.oneTimeTokens);
    expect(tokens[0]!.tokenHash).not.toContain(token);

    const ok = await post(verify, "/api/email/verify", { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, message: "Email verificado com sucesso!" });
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const again = await post(verify, "/api/email/verify", { token });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("Token inválido ou expirado");
  });

  it("refuses an expired token", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    await post(requestVerification, "/api/email/request-verification", { email: user.email });
    const token = await lastLink(user.email, "/verify-email");
    await db.update(schema.oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await post(verify, "/api/email/verify", { token });
    expect(res.status).toBe(400);
  });

  it("refuses a garbage token with 400", async () => {
    const res = await post(verify, "/api/email/verify", { token: "x".repeat(43) });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/email/request-verification", () => {
  it("answers the same for unknown and known addresses, and throttles resends", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    const known = await post(requestVerification, "/api/email/request-verification", { email: user.email });
    const unknown = await post(requestVerification, "/api/email/request-verification", { email: "fantasma@exemplo.com.br" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, "fantasma@exemplo.com.br"))).toHaveLength(0);

    const again = await post(requestVerification, "/api/email/request-verification", { email: user.email });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBeTruthy();
  });

  it("requires an e-mail", async () => {
    const res = await post(requestVerification, "/api/email/request-verification", { email: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.email).toContain("Por favor, informe um email válido.");
  });
});

describe("POST /api/email/resend-verification", () => {
  it("needs a signed-in user (401 JSON, not a redirect)", async () => {
    const res = await post(resendVerification, "/api/email/resend-verification");
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });

  it("ignores a spoofed user-id header", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    const res = await post(resendVerification, "/api/email/resend-verification", undefined, { headers: { "user-id": user.id } });
    expect(res.status).toBe(401);
  });
});

describe("password recovery", () => {
  it("forgot → reset → old sessions end → log in with the new password", async () => {
    const user = await createUser();
    const session = await (await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }))).json();

    const forgot = await post(forgotPassword, "/api/email/forgot-password", { email: user.email });
    expect(await forgot.json()).toEqual({ success: true, message: "Se o email estiver cadastrado, você receberá um link de recuperação." });
    const token = await lastLink(user.email, "/reset-password");

    const weak = await post(resetPassword, "/api/email/reset-password", { token, newPassword: "123" });
    expect(weak.status).toBe(400);

    const reset = await post(resetPassword, "/api/email/reset-password", { token, newPassword: "nova-senha-forte-7" });
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe("Senha redefinida com sucesso! Você pode fazer login.");

    expect(await resolveViewer(new Headers({ authorization: `Bearer ${session.token}` }))).toBeNull();
    const oldPassword = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD }, ip: "192.0.2.50" }));
    expect(oldPassword.status).toBe(401);
    const newPassword = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: "nova-senha-forte-7" }, ip: "192.0.2.51" }));
    expect(newPassword.status).toBe(200);

    const reused = await post(resetPassword, "/api/email/reset-password", { token, newPassword: "outra-senha-forte-8" });
    expect(reused.status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const res = await post(forgotPassword, "/api/email/forgot-password", { email: "ninguem@exemplo.com.br" });
    expect(res.status).toBe(200);
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(0);
  });

  it("expires reset tokens after an hour", async () => {
    const user = await createUser();
    await post(forgotPassword, "/api/email/forgot-password", { email: user.email });
    const [token] = await db.select().from(schema.oneTimeTokens);
    const ttl = token!.expiresAt.getTime() - token!.createdAt.getTime();
    expect(Math.round(ttl / 60_000)).toBe(60);
  });
});

describe("GET /api/dev/outbox", () => {
  it("is 404 outside demo mode and lists mail newest first in demo mode", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    await post(requestVerification, "/api/email/request-verification", { email: user.email });
    const hidden = await outbox(apiRequest("GET", `/api/dev/outbox?to=${user.email}`), undefined);
    expect(hidden.status).toBe(404);
    process.env.DEMO_MODE = "1";
    try {
      const res = await outbox(apiRequest("GET", `/api/dev/outbox?to=${encodeURIComponent(user.email)}`), undefined);
      expect(res.status).toBe(200);
      const mails = await res.json();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: user.email, subject: "Confirme seu email na Fluxoteca" });
      expect(mails[0].html).toContain("Confirmar email");
    } finally {
      delete process.env.DEMO_MODE;
    }
  });

  it("lists queued mail at once, and the demo delivery marks it sent", async () => {
    const user = await createUser({ emailVerifiedAt: null });
    await post(requestVerification, "/api/email/request-verification", { email: user.email });
    const [queued] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, user.email));
    expect(queued).toMatchObject({ status: "PENDING", attempts: 0, sentAt: null });
    process.env.DEMO_MODE = "1";
    try {
      const list = async () => (await outbox(apiRequest("GET", `/api/dev/outbox?to=${encodeURIComponent(user.email)}`), undefined)).json();
      expect(await list()).toMatchObject([{ subject: "Confirme seu email na Fluxoteca" }]);
      expect(await drainOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
      const [sent] = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, user.email));
      expect(sent).toMatchObject({ status: "SENT", attempts: 1 });
      expect(await list()).toMatchObject([{ subject: "Confirme seu email na Fluxoteca" }]);
    } finally {
      delete process.env.DEMO_MODE;
    }
  });
});
