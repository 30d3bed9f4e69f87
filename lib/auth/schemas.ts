import { z } from "zod";

// Shared by the forms and the API: the client shows the same messages the server enforces (docs/product-rules.md §8).
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

// Disposable domains are refused by the server mutations (lib/auth/disposable-mail.ts), not here:
// these schemas reach the browser and the domain list must not.
export const emailSchema = z
  .string({ error: "Por favor, informe um email válido." })
  .trim()
  .toLowerCase()
  .min(1, "Por favor, informe um email válido.")
  .max(254, "Email muito longo.")
  .pipe(z.email("Por favor, insira um email válido"));

export const passwordSchema = z
  .string({ error: "A senha é obrigatória" })
  .min(PASSWORD_MIN, "A senha deve ter pelo menos 6 caracteres") // docs/product-rules.md §8 text; PASSWORD_MIN is 6
  .max(PASSWORD_MAX, `A senha pode ter no máximo ${PASSWORD_MAX} caracteres`);

export const nameSchema = z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100, "Nome muito longo (máximo de 100 caracteres)");

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "A senha é obrigatória" }).min(1, "A senha é obrigatória").max(PASSWORD_MAX),
});

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema });

const tokenSchema = z.string({ error: "Token inválido ou ausente." }).trim().min(20, "Token inválido ou ausente.").max(200, "Token inválido ou ausente.");

export const verifyEmailSchema = z.object({ token: tokenSchema });

export const resetPasswordSchema = z.object({ token: tokenSchema, newPassword: passwordSchema });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
