import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertPermanentEmail, DISPOSABLE_EMAIL_MESSAGE, isDisposableDomain, isDisposableEmail } from "@/lib/auth/disposable-mail";
import { AppError } from "@/lib/http/errors";

describe("disposable e-mail domains", () => {
  it.each(["mailinator.com", "guerrillamail.com", "yopmail.com", "10minutemail.com", "emailtemporario.com.br"])("refuses %s", (domain) => {
    expect(isDisposableDomain(domain)).toBe(true);
    expect(isDisposableEmail(`alguem@${domain}`)).toBe(true);
  });

  it.each(["x.mailinator.com", "a.b.mailinator.com", "MAILINATOR.COM", "Caixa.Mailinator.Com", "mailinator.com."])(
    "refuses %s, a spelling or subdomain of a listed one",
    (domain) => {
      expect(isDisposableDomain(domain)).toBe(true);
    },
  );

  it.each([
    "gmail.com",
    "empresa.com.br",
    "outlook.com",
    "hotmail.com",
    "uol.com.br",
    "bol.com.br",
    "exemplo.com.br",
    "com",
    "com.br",
    "meumailinator.com",
    "mailinator.com.br.example",
  ])("accepts %s", (domain) => {
    expect(isDisposableDomain(domain)).toBe(false);
    expect(isDisposableEmail(`alguem@${domain}`)).toBe(false);
  });

  it("reads the domain after the last @ and refuses nothing without one", () => {
    expect(isDisposableEmail('"a@gmail.com"@mailinator.com')).toBe(true);
    expect(isDisposableEmail('"a@mailinator.com"@gmail.com')).toBe(false);
    expect(isDisposableEmail("mailinator.com")).toBe(false);
  });

  it("throws the usual 400 field error for a disposable address only", () => {
    expect(() => assertPermanentEmail("ana@gmail.com")).not.toThrow();
    let thrown: unknown;
    try {
      assertPermanentEmail("ana@x.mailinator.com");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: "INVALID_INPUT",
      status: 400,
      message: DISPOSABLE_EMAIL_MESSAGE,
      details: { fieldErrors: { email: [DISPOSABLE_EMAIL_MESSAGE] } },
    });
    expect(DISPOSABLE_EMAIL_MESSAGE).toBe("Use um e-mail permanente: endereços temporários não são aceitos.");
  });
});

/** Every .ts/.tsx file under the given project folders. */
function sources(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

describe("the domain list stays on the server", () => {
  it("is imported only by lib/auth/disposable-mail.ts, which is server-only, and that only from server modules", () => {
    const files = [...sources("app", "components", "lib"), "proxy.ts"];
    const readers = files.filter((file) => readFileSync(file, "utf8").includes("disposable-email-domains-js"));
    expect(readers).toEqual([path.join("lib", "auth", "disposable-mail.ts")]);
    expect(readFileSync(readers[0]!, "utf8")).toMatch(/^import "server-only";/);
    const importers = files.filter((file) => /from "@\/lib\/auth\/disposable-mail"|from "\.\/disposable-mail"/.test(readFileSync(file, "utf8")));
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(readFileSync(file, "utf8"), file).toMatch(/^import "server-only";/);
  });
});
