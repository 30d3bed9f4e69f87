import { z } from "zod";
import { emailSchema, nameSchema, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/schemas";

// Shared by the profile forms and the API, so the browser shows the very texts the server enforces
// (docs/product-rules.md §12, both tabs of 'Editar Perfil').
export const PROFILE_MESSAGES = {
  required: "Nome e email são obrigatórios",
  passwordsRequired: "Senha atual e nova senha são obrigatórias",
  newPasswordMin: "Nova senha deve ter pelo menos 6 caracteres", // docs/product-rules.md §12 text; PASSWORD_MIN is 6
  newPasswordMax: `Nova senha pode ter no máximo ${PASSWORD_MAX} caracteres`,
  samePassword: "A nova senha deve ser diferente da senha atual",
  confirmationMismatch: "Nova senha e confirmação não conferem",
  passwordRequired: "Informe sua senha para confirmar",
  wrongPassword: "Senha atual incorreta",
  emailChangePassword: "Informe sua senha atual para alterar o email",
} as const;

/** Blank (after trimming) or missing is the one documented text for both fields; then the usual rules apply. */
const requiredText = z.string({ error: PROFILE_MESSAGES.required }).trim().min(1, PROFILE_MESSAGES.required);

/**
 * `currentPassword` is needed only when the e-mail changes (docs/product-rules.md §9), which only the server
 * knows for sure: updateProfile asks for it then. The form sends it only in that case.
 */
export const updateProfileSchema = z.object({
  name: requiredText.pipe(nameSchema),
  email: requiredText.pipe(emailSchema),
  currentPassword: z.string().max(PASSWORD_MAX, PROFILE_MESSAGES.wrongPassword).optional(),
});

const passwordText = z.string({ error: PROFILE_MESSAGES.passwordsRequired }).max(PASSWORD_MAX, PROFILE_MESSAGES.newPasswordMax);

/**
 * docs/product-rules.md §12 password change, in the order the texts are shown: both required, then the new one's
 * length, then different from the current one, then equal to its confirmation (optional for API
 * clients). The common-password policy runs on the server only.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordText,
    newPassword: passwordText,
    confirmPassword: z.string().max(PASSWORD_MAX, PROFILE_MESSAGES.confirmationMismatch).optional(),
  })
  .superRefine((input, ctx) => {
    const missing = (["currentPassword", "newPassword"] as const).filter((key) => input[key].length === 0);
    if (missing.length > 0) {
      for (const key of missing) ctx.addIssue({ code: "custom", path: [key], message: PROFILE_MESSAGES.passwordsRequired });
      return;
    }
    if (input.newPassword.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: PROFILE_MESSAGES.newPasswordMin });
      return;
    }
    if (input.newPassword === input.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: PROFILE_MESSAGES.samePassword });
      return;
    }
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PROFILE_MESSAGES.confirmationMismatch });
    }
  });

export const deleteAccountSchema = z.object({
  password: z.string({ error: PROFILE_MESSAGES.passwordRequired }).min(1, PROFILE_MESSAGES.passwordRequired).max(PASSWORD_MAX),
});

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
