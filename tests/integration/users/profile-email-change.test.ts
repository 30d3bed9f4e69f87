import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as forgotPassword } from "@/app/api/email/forgot-password/route";
import { POST as resetPassword } from "@/app/api/email/reset-password/route";
import { POST as verify } from "@/app/api/email/verify/route";
import { POST as changePassword } from "@/app/api/users/change-password/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/users/profile/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = Parameters<typeof apiRequest>[2];
const DISPOSABLE = "Use um e-mail permanente: endereços temporários não são aceitos.";
const update = (opts: Opts = {}) => putProfile(apiRequest("PUT", "/api/users/profile", opts));
const profile = (opts: Opts = {}) => getProfile(apiRequest("GET", "/api/users/profile", opts));
const confirm = (token: string) => verify(apiRequest("POST", "/api/email/verify", { body: { token } }));
let ip = 0;
const logIn = (email: string, password = PASSWORD) => login(apiRequest("POST", "/api/auth/login", { body: { email, password }, ip: `198.51.100.${++ip}` }));

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const mailsTo = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to)).orderBy(desc(schema.emailOutbox.createdAt));

async function confirmationToken(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const token = mail?.text.match(/\/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link for ${to}`);
  return token;
}

describe("PUT /api/users/profile with a new e-mail", () => {
  it("answers 400 on currentPassword when it is missing, and changes nothing", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: "Nome novo", email: "nova@exemplo.com.br" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors.currentPassword).toEqual(["Informe sua senha atual para alterar o email"]);
    expect(await userRow(user.id)).toMatchObject({ name: user.name, email: user.email, pendingEmail: null });
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(0);
  });

  it("answers 401 INVALID_CREDENTIALS for a wrong password, and the session goes on", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: user.name, email: "nova@exemplo.com.br", currentPassword: "nao-e-essa-9" } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Senha atual incorreta" });
    expect(body.fieldErrors.currentPassword).toEqual(["Senha atual incorreta"]);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(0);
    expect((await resolveViewer(new Headers({ authorization: `Bearer ${token}` })))?.id).toBe(user.id);
  });

  it("keeps the old address as the login, links the new one and tells the old one", async () => {
    const { user, token } = await signedIn({ name: "Ana Lima" });
    const res = await update({ token, body: { name: "Ana Lima", email: "Nova@Exemplo.com.br", currentPassword: PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: { name: "Ana Lima", email: user.email, emailVerified: true, pendingEmail: "nova@exemplo.com.br" },
      emailChanged: true,
      verificationSent: true,
    });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, pendingEmail: "nova@exemplo.com.br" });
    expect((await profile({ token }).then((r) => r.json())).user).toMatchObject({ email: user.email, pendingEmail: "nova@exemplo.com.br" });

    const [link] = await mailsTo("nova@exemplo.com.br");
    expect(link).toMatchObject({ status: "PENDING", subject: "Confirme seu novo email na Fluxoteca" });
    expect(link!.text).toMatch(/\/verify-email\?token=[\w-]{40,}/);
    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({ status: "PENDING", subject: "Seu email na Fluxoteca está sendo alterado" });
    expect(notice!.text).toContain("Se não foi você");
    expect(notice!.text).not.toMatch(/token=/);

    expect((await logIn(user.email)).status).toBe(200);
    expect((await logIn("nova@exemplo.com.br")).status).toBe(401);
  });

  it("switches the login once the link is followed, and the link works once", async () => {
    const { user, token } = await signedIn();
    await update({ token, body: { name: user.name, email: "nova@exemplo.com.br", currentPassword: PASSWORD } });
    const link = await confirmationToken("nova@exemplo.com.br");

    const res = await confirm(link);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Email alterado com sucesso! Use o novo endereço para entrar." });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ email: "nova@exemplo.com.br", pendingEmail: null });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await logIn("nova@exemplo.com.br")).status).toBe(200);
    expect((await logIn(user.email)).status).toBe(401);
    expect((await confirm(link)).status).toBe(400);
  });

  it("a newer change retires the earlier link; password-reset links to the old address die on the switch", async () => {
    const { user, token } = await signedIn();
    await update({ token, body: { name: user.name, email: "primeira@exemplo.com.br", currentPassword: PASSWORD } });
    const first = await confirmationToken("primeira@exemplo.com.br");
    await update({ token, body: { name: user.name, email: "segunda@exemplo.com.br", currentPassword: PASSWORD } });
    expect((await confirm(first)).status).toBe(400);
    expect((await userRow(user.id)).pendingEmail).toBe("segunda@exemplo.com.br");

    await db
      .insert(schema.oneTimeTokens)
      .values({ userId: user.id, purpose: "PASSWORD_RESET", tokenHash: "r".repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await confirm(await confirmationToken("segunda@exemplo.com.br"))).status).toBe(200);
    const resets = await db
      .select()
      .from(schema.oneTimeTokens)
      .where(and(eq(schema.oneTimeTokens.userId, user.id), eq(schema.oneTimeTokens.purpose, "PASSWORD_RESET")));
    expect(resets.every((t) => t.usedAt !== null)).toBe(true);
  });

  it("answers 409 at once for an address that already has an account", async () => {
    const other = await createUser();
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: user.name, email: other.email, currentPassword: PASSWORD } });
    expect(res.status).toBe(409);
    expect((await res.json()).fieldErrors.email).toEqual(["Este email já está em uso por outra conta."]);
    expect((await userRow(user.id)).pendingEmail).toBeNull();
  });

  it.each(["nova@mailinator.com", "nova@caixa.mailinator.com", "Nova@YOPMAIL.com"])(
    "refuses the disposable %s with a 400 on the e-mail field, and changes and sends nothing",
    async (email) => {
      const { user, token } = await signedIn();
      const res = await update({ token, body: { name: "Nome novo", email, currentPassword: PASSWORD } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: "INVALID_INPUT",
        message: DISPOSABLE,
        fieldErrors: { email: [DISPOSABLE] },
      });
      expect(await userRow(user.id)).toMatchObject({ name: user.name, email: user.email, pendingEmail: null });
      expect(await db.select().from(schema.emailOutbox)).toHaveLength(0);
      expect(await db.select().from(schema.oneTimeTokens).where(eq(schema.oneTimeTokens.purpose, "EMAIL_CHANGE"))).toHaveLength(0);
    },
  );

  it("refuses a disposable address before checking the password, so no password attempt is spent", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: user.name, email: "nova@mailinator.com", currentPassword: "nao-e-essa-9" } });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ email: [DISPOSABLE] });
    expect(await db.select().from(schema.rateLimits).where(like(schema.rateLimits.key, "password-check:%"))).toHaveLength(0);
  });

  it.each(["nova@gmail.com", "contato@empresa.com.br"])("accepts %s", async (email) => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: user.name, email, currentPassword: PASSWORD } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.pendingEmail).toBe(email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("lets an account already on a disposable address change its name", async () => {
    const { user, token } = await signedIn({ email: "antiga@mailinator.com" });
    const res = await update({ token, body: { name: "Nome novo", email: user.email } });
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).name).toBe("Nome novo");
  });

  it("refuses the link with a clear message when the address was taken meanwhile", async () => {
    const { user, token } = await signedIn();
    await update({ token, body: { name: user.name, email: "disputada@exemplo.com.br", currentPassword: PASSWORD } });
    const link = await confirmationToken("disputada@exemplo.com.br");
    await createUser({ email: "disputada@exemplo.com.br" });

    const res = await confirm(link);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      "Este email passou a ser usado por outra conta antes da confirmação. Seu email continua o mesmo; escolha outro endereço no seu perfil.",
    );
    expect(await userRow(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    expect((await logIn(user.email)).status).toBe(200);
  });

  it("lets only one of two accounts confirming the same new address have it", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const links: string[] = [];
    for (const { user, token } of [a, b]) {
      expect((await update({ token, body: { name: user.name, email: "disputado@exemplo.com.br", currentPassword: PASSWORD } })).status).toBe(200);
      links.push(await confirmationToken("disputado@exemplo.com.br"));
    }
    const results = await Promise.all(links.map(confirm));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(schema.users).where(eq(schema.users.email, "disputado@exemplo.com.br"))).toHaveLength(1);
  });

  it("a password reset from the old address cancels the change it was not asked for", async () => {
    const { user, token } = await signedIn();
    await update({ token, body: { name: user.name, email: "intrusa@exemplo.com.br", currentPassword: PASSWORD } });
    const link = await confirmationToken("intrusa@exemplo.com.br");
    await forgotPassword(apiRequest("POST", "/api/email/forgot-password", { body: { email: user.email } }));
    const [resetMail] = await mailsTo(user.email);
    const resetToken = resetMail!.text.match(/\/reset-password\?token=([\w-]+)/)![1];
    const reset = await resetPassword(apiRequest("POST", "/api/email/reset-password", { body: { token: resetToken, newPassword: "outra-senha-forte-8" } }));
    expect(reset.status).toBe(200);
    expect((await userRow(user.id)).pendingEmail).toBeNull();
    expect((await confirm(link)).status).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it("a password change on the profile cancels a pending change too", async () => {
    const { user, token } = await signedIn();
    await update({ token, body: { name: user.name, email: "intrusa@exemplo.com.br", currentPassword: PASSWORD } });
    const link = await confirmationToken("intrusa@exemplo.com.br");
    const changed = await changePassword(
      apiRequest("POST", "/api/users/change-password", { token, body: { currentPassword: PASSWORD, newPassword: "outra-senha-forte-9" } }),
    );
    expect(changed.status).toBe(200);
    expect((await userRow(user.id)).pendingEmail).toBeNull();
    expect((await confirm(link)).status).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it("needs no password when only the name changes", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: "Só o nome", email: user.email } });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toEqual({ name: "Só o nome", email: user.email, emailVerified: true, pendingEmail: null });
  });
});
