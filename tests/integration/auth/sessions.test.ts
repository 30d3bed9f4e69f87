import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePassword } from "@/app/api/users/change-password/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { authenticate } from "@/lib/auth/mutations";
import { AppError } from "@/lib/http/errors";
import { createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest, cookieFrom } from "../../helpers/http";

async function signIn(email: string, ip = "198.51.100.7") {
  const res = await login(apiRequest("POST", "/api/auth/login", { body: { email, password: PASSWORD }, ip }));
  expect(res.status).toBe(200);
  return { token: (await res.json()).token as string, cookie: cookieFrom(res) };
}

const profileStatus = async (opts: { token?: string; cookie?: string }) => (await profile(apiRequest("GET", "/api/users/profile", opts))).status;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
  });
}

describe("one way to sign in", () => {
  it("mounts no Auth.js route handler (its credentials callback would skip the login limits)", () => {
    const files = routeFiles(path.join(process.cwd(), "app"));
    expect(files.some((f) => f.includes("[...nextauth]"))).toBe(false);
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toMatch(/next-auth|NextAuth\(/);
  });

  it("mints sessions only in the login and change-password routes", () => {
    const minting = routeFiles(path.join(process.cwd(), "app"))
      .filter((f) => /startSession|changePassword\(/.test(readFileSync(f, "utf8")))
      .map((f) => path.relative(process.cwd(), f))
      .sort();
    expect(minting).toEqual(["app/api/auth/login/route.ts", "app/api/users/change-password/route.ts"]);
  });

  it("keeps the lockout in the domain function: the right password is refused while locked", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) {
      await expect(authenticate({ email: user.email, password: "errada-123" }, { ip: `203.0.113.${i}` })).rejects.toMatchObject({
        code: "INVALID_CREDENTIALS",
      });
    }
    const locked = await authenticate({ email: user.email, password: PASSWORD }, { ip: "203.0.113.99" }).catch((e: unknown) => e);
    expect(locked).toBeInstanceOf(AppError);
    expect((locked as AppError).code).toBe("RATE_LIMITED");
    const viaRoute = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD }, ip: "203.0.113.98" }));
    expect(viaRoute.status).toBe(429);
    expect(viaRoute.headers.get("set-cookie")).toBeNull();
  });
});

describe("POST /api/auth/logout", () => {
  it("ends this session on the server while the user's other device stays signed in", async () => {
    const user = await createUser();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    expect(await profileStatus({ cookie: laptop.cookie })).toBe(200);

    const res = await logout(apiRequest("POST", "/api/auth/logout", { cookie: laptop.cookie }));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/authjs\.session-token=;.*Max-Age=0/);

    // The replayed cookie and the same token as Bearer are dead; the phone is not.
    expect(await profileStatus({ cookie: laptop.cookie })).toBe(401);
    expect(await profileStatus({ token: laptop.token })).toBe(401);
    expect(await profileStatus({ token: phone.token })).toBe(200);
  });

  it("ends a Bearer client's session too", async () => {
    const user = await createUser();
    const client = await signIn(user.email);
    expect((await logout(apiRequest("POST", "/api/auth/logout", { token: client.token }))).status).toBe(200);
    expect(await profileStatus({ token: client.token })).toBe(401);
  });

  it("answers 200 without a session and with a forged token", async () => {
    expect((await logout(apiRequest("POST", "/api/auth/logout"))).status).toBe(200);
    expect((await logout(apiRequest("POST", "/api/auth/logout", { token: "abc" }))).status).toBe(200);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every session of the user and no one else's", async () => {
    const user = await createUser();
    const other = await createUser();
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    const someoneElse = await signIn(other.email);
    const res = await logoutAll(apiRequest("POST", "/api/auth/logout-all", { cookie: a.cookie }));
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Você saiu de todos os dispositivos");
    expect(await profileStatus({ cookie: a.cookie })).toBe(401);
    expect(await profileStatus({ token: b.token })).toBe(401);
    expect(await profileStatus({ token: someoneElse.token })).toBe(200);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).toHaveLength(0);
  });

  it("needs a session", async () => {
    expect((await logoutAll(apiRequest("POST", "/api/auth/logout-all"))).status).toBe(401);
  });
});

describe("POST /api/users/change-password", () => {
  it("ends the other sessions and keeps this device signed in with a new token", async () => {
    const user = await createUser();
    const a = await signIn(user.email);
    const b = await signIn(user.email);
    const res = await changePassword(
      apiRequest("POST", "/api/users/change-password", { cookie: a.cookie, body: { currentPassword: PASSWORD, newPassword: "outra-senha-forte-77" } }),
    );
    expect(res.status).toBe(200);
    const { token } = await res.json();
    expect(await profileStatus({ token })).toBe(200);
    expect(await profileStatus({ token: b.token })).toBe(401);
    expect(await profileStatus({ cookie: a.cookie })).toBe(401);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).toHaveLength(1);
  });
});
