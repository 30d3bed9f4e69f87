import { describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema, deleteAccountSchema, PROFILE_MESSAGES, updateProfileSchema } from "@/lib/users/schemas";

function errors(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return z.flattenError(parsed.error).fieldErrors as Record<string, string[]>;
}

describe("updateProfileSchema", () => {
  it("trims the name and trims and lowercases the e-mail", () => {
    expect(updateProfileSchema.parse({ name: "  Ana Lima ", email: " Ana@Exemplo.COM.br " })).toEqual({ name: "Ana Lima", email: "ana@exemplo.com.br" });
  });

  it.each([
    [{ name: "", email: "a@b.com" }, "name"],
    [{ name: "   ", email: "a@b.com" }, "name"],
    [{ email: "a@b.com" }, "name"],
    [{ name: "Ana", email: "  " }, "email"],
    [{ name: "Ana" }, "email"],
  ])("asks for both fields with the documented text: %j", (input, field) => {
    expect(errors(updateProfileSchema, input)[field]).toEqual([PROFILE_MESSAGES.required]);
  });

  it("refuses an e-mail that does not look like one", () => {
    expect(errors(updateProfileSchema, { name: "Ana", email: "ana@" }).email).toEqual(["Por favor, insira um email válido"]);
  });
});

describe("changePasswordSchema", () => {
  const ok = { currentPassword: "antiga-123", newPassword: "nova-senha-456", confirmPassword: "nova-senha-456" };

  it("accepts a valid change, with or without the confirmation", () => {
    expect(changePasswordSchema.parse(ok)).toEqual(ok);
    expect(changePasswordSchema.safeParse({ currentPassword: ok.currentPassword, newPassword: ok.newPassword }).success).toBe(true);
  });

  it.each([
    [{ ...ok, currentPassword: "" }, "currentPassword", PROFILE_MESSAGES.passwordsRequired],
    [{ newPassword: "nova-senha-456" }, "currentPassword", PROFILE_MESSAGES.passwordsRequired],
    [{ ...ok, newPassword: "" }, "newPassword", PROFILE_MESSAGES.passwordsRequired],
    [{ ...ok, newPassword: "12345", confirmPassword: "12345" }, "newPassword", "Nova senha deve ter pelo menos 6 caracteres"],
    [{ ...ok, newPassword: "antiga-123", confirmPassword: "antiga-123" }, "newPassword", "A nova senha deve ser diferente da senha atual"],
    [{ ...ok, confirmPassword: "outra-coisa" }, "confirmPassword", "Nova senha e confirmação não conferem"],
    [{ ...ok, newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) }, "newPassword", "Nova senha pode ter no máximo 128 caracteres"],
  ])("reports one documented text at a time: %j", (input, field, message) => {
    expect(errors(changePasswordSchema, input)[field]).toEqual([message]);
  });

  it("never trims or truncates passwords", () => {
    const long = `${"a".repeat(120)}-Z9 `;
    expect(changePasswordSchema.parse({ ...ok, newPassword: long, confirmPassword: long }).newPassword).toBe(long);
  });
});

describe("deleteAccountSchema", () => {
  it("needs the password", () => {
    expect(errors(deleteAccountSchema, {}).password).toEqual([PROFILE_MESSAGES.passwordRequired]);
    expect(errors(deleteAccountSchema, { password: "" }).password).toEqual([PROFILE_MESSAGES.passwordRequired]);
  });
});
