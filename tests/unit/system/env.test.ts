import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

const complete = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://fluxoteca:senha@db.interno:5432/fluxoteca",
  AUTH_SECRET: "x".repeat(40),
  APP_URL: "https://fluxoteca.com.br",
  RESEND_API_KEY: "re_123",
  MERCADOPAGO_ACCESS_TOKEN: "APP_USR-1",
  MERCADOPAGO_WEBHOOK_SECRET: "whsec",
};

describe("parseEnv", () => {
  it("accepts a complete production configuration", () => {
    expect(parseEnv(complete).APP_URL).toBe("https://fluxoteca.com.br");
  });

  it.each(["DATABASE_URL", "AUTH_SECRET", "APP_URL", "RESEND_API_KEY", "MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"])(
    "refuses production without %s",
    (key) => {
      const source: Record<string, string | undefined> = { ...complete, [key]: undefined };
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(key);
    },
  );

  it("names the embedded database as the reason when production has no DATABASE_URL", () => {
    expect(() => parseEnv({ ...complete, DATABASE_URL: undefined })).toThrow(/não pode iniciar em produção sem: DATABASE_URL/);
    expect(() => parseEnv({ ...complete, DATABASE_URL: "" })).toThrow(/DATABASE_URL/);
  });

  it("does not check a production build, only the server it makes", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).DATABASE_URL).toBeUndefined();
  });

  it("lets demo mode run in production without secrets", () => {
    expect(parseEnv({ NODE_ENV: "production", DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
  });

  it("does not require secrets in development", () => {
    expect(parseEnv({ NODE_ENV: "development" }).DEMO_MODE).toBe(false);
  });

  it("rejects a short AUTH_SECRET", () => {
    expect(() => parseEnv({ ...complete, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });
});
