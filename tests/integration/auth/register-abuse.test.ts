import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestVerification } from "@/app/api/email/request-verification/route";
import { limitRegister } from "@/lib/auth/rate-limits";
import { apiRequest } from "../../helpers/http";

const PASSWORD = "cafe-com-pao-42";
let n = 0;
const signUp = (ip: string, email = `pessoa${++n}@exemplo.com.br`) =>
  register(apiRequest("POST", "/api/auth/register", { body: { name: "Pessoa Teste", email, password: PASSWORD }, ip }));
const rows = async (table: typeof schema.users | typeof schema.emailOutbox | typeof schema.oneTimeTokens) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

/** Moves every rate-limit window 61 minutes closer to its end, as if that much time had passed. */
const anHourLater = () => db.execute(sql`update rate_limits set reset_at = reset_at - interval '61 minutes'`);

describe("sign-up limits per network", () => {
  it("stops the 21st sign-up an hour from one /24, whatever its address, while another network still signs up", async () => {
    for (let i = 1; i <= 20; i++) expect((await signUp(`203.0.113.${i}`)).status).toBe(201);
    const refused = await signUp("203.0.113.21");
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body).toMatchObject({ code: "RATE_LIMITED", message: "Muitos cadastros a partir do seu endereço ou da sua rede. Tente novamente mais tarde." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same network seen through a dual-stack socket, and behind a spoofed X-Forwarded-For prefix.
    expect((await signUp("::ffff:203.0.113.200")).status).toBe(429);
    const spoofed = await register(
      apiRequest("POST", "/api/auth/register", {
        body: { name: "Pessoa Teste", email: "disfarce@exemplo.com.br", password: PASSWORD },
        headers: { "x-forwarded-for": "192.0.2.1, 203.0.113.201" },
      }),
    );
    expect(spoofed.status).toBe(429);
    expect(await rows(schema.users)).toBe(20);

    expect((await signUp("203.0.114.1")).status).toBe(201);
    expect((await signUp("198.51.100.7")).status).toBe(201);
    expect(await rows(schema.users)).toBe(22);
  });

  it("counts every address of an IPv6 /64 as one network, however it is written", async () => {
    for (let i = 1; i <= 20; i++) await limitRegister(i % 2 ? `2001:db8:1:2::${i.toString(16)}` : `2001:0DB8:0001:0002:${i.toString(16)}:0:0:1`);
    await expect(limitRegister("2001:db8:1:2:ffff:ffff:ffff:ffff")).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(limitRegister("2001:db8:1:3::1")).resolves.toBeUndefined();
  });

  it("keeps the address limit of 10 an hour", async () => {
    for (let i = 0; i < 10; i++) await limitRegister("198.51.100.50");
    await expect(limitRegister("198.51.100.50")).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await expect(limitRegister("198.51.100.51")).resolves.toBeUndefined();
  });

  it("allows 50 sign-ups a day per network, spread over hours", async () => {
    let address = 0;
    const next = () => limitRegister(`203.0.113.${++address}`);
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 20; i++) await next();
      await expect(next()).rejects.toMatchObject({ code: "RATE_LIMITED" });
      await anHourLater();
    }
    // 42 counted so far (two refused): 8 more fit in the day.
    for (let i = 0; i < 8; i++) await next();
    const refused = await next().catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    // Refused by the day's window, which still has most of a day to run.
    expect((refused as { details: { retryAfter: number } }).details.retryAfter).toBeGreaterThan(20 * 3600);
    await expect(limitRegister("203.0.114.1")).resolves.toBeUndefined();
  });

  it("throttles verification resends per /24 too", async () => {
    const resend = (ip: string, email: string) => requestVerification(apiRequest("POST", "/api/email/request-verification", { body: { email }, ip }));
    for (let i = 1; i <= 20; i++) expect((await resend(`203.0.113.${i}`, `fantasma${i}@exemplo.com.br`)).status).toBe(200);
    expect((await resend("203.0.113.21", "fantasma21@exemplo.com.br")).status).toBe(429);
    expect((await resend("203.0.114.1", "fantasma22@exemplo.com.br")).status).toBe(200);
  });
});

describe("disposable e-mail addresses at sign-up", () => {
  it.each(["alguem@mailinator.com", "alguem@caixa.mailinator.com", "Alguem@YOPMAIL.com"])(
    "refuses %s with a 400 on the e-mail field and creates nothing",
    async (email) => {
      const res = await signUp("198.51.100.7", email);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: "INVALID_INPUT",
        message: "Use um e-mail permanente: endereços temporários não são aceitos.",
        fieldErrors: { email: ["Use um e-mail permanente: endereços temporários não são aceitos."] },
      });
      expect(await rows(schema.users)).toBe(0);
      expect(await rows(schema.emailOutbox)).toBe(0);
      expect(await rows(schema.oneTimeTokens)).toBe(0);
    },
  );

  it.each(["alguem@gmail.com", "contato@empresa.com.br"])("accepts %s", async (email) => {
    const res = await signUp("198.51.100.7", email);
    expect(res.status).toBe(201);
    expect((await res.json()).user.email).toBe(email);
    expect(await rows(schema.users)).toBe(1);
  });
});
