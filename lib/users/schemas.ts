import { z } from "zod";
import { emailSchema, nameSchema, PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from "@/lib/auth/schemas";
import { queryText } from "@/lib/http/query";

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

// Shared by the admin users page (forms, URL filters) and /api/admin/users, so both speak the same rules.

const USER_ROLES = ["USER", "ADMIN"] as const;
const USER_STATUSES = ["ACTIVE", "INACTIVE", "BANNED"] as const;

export type UserRoleValue = (typeof USER_ROLES)[number];
export type UserStatusValue = (typeof USER_STATUSES)[number];

export const ROLE_LABELS: Record<UserRoleValue, string> = { USER: "Usuário", ADMIN: "Admin" };
export const STATUS_LABELS: Record<UserStatusValue, string> = { ACTIVE: "Ativo", INACTIVE: "Inativo", BANNED: "Banido" };

export const ADMIN_USERS_PAGE_SIZE = 10;

const roleSchema = z.enum(USER_ROLES, { error: "Perfil inválido" });
const statusSchema = z.enum(USER_STATUSES, { error: "Status inválido" });

/** The filter selects send "" (or "all") for Todos / Todas: no filter, not an error. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || (typeof value === "string" && value.toLowerCase() === "all") ? undefined : value), schema.optional());

/** GET /api/admin/users and the /admin/users URL (docs/product-rules.md §13). Anything malformed is a 400, never a silent default. */
export const listUsersSchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    queryText({ error: "Busca inválida" }).trim().max(200, "Busca muito longa").optional(),
  ),
  status: optionalFilter(statusSchema),
  role: optionalFilter(roleSchema),
  page: z.coerce.number({ error: "Página inválida" }).int("Página inválida").min(1, "Página inválida").max(10_000, "Página inválida").default(1),
  limit: z.coerce
    .number({ error: "Limite inválido" })
    .int("Limite inválido")
    .min(1, "Limite inválido")
    .max(100, "O limite máximo é 100")
    .default(ADMIN_USERS_PAGE_SIZE),
});

export type ListUsersInput = z.infer<typeof listUsersSchema>;

/**
 * Query string (or a page's searchParams) → schema input. Empty values mean "not set"; a repeated key
 * stays an array so the schema refuses it instead of silently picking one of the values.
 */
export function listUsersParams(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, unknown> {
  const out: Record<string, string | string[]> = {};
  const entries = params instanceof URLSearchParams ? [...new Set(params.keys())].map((k) => [k, params.getAll(k)] as const) : Object.entries(params);
  for (const [key, raw] of entries) {
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v) => v !== "");
    if (values.length > 0) out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/** POST /api/admin/users (docs/product-rules.md §13): the same name, e-mail and password rules as sign-up; role defaults to USER. */
export const createUserSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default("USER"),
});

export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /api/admin/users/{id}: any of the four fields; the edit dialog sends all of them. */
export const updateUserSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    role: roleSchema.optional(),
    status: statusSchema.optional(),
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), { message: "Informe ao menos um campo para alterar." });

export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** True when a search or filter narrows the list (the empty-list text depends on it, docs/product-rules.md §13). */
export function hasUserFilters(input: Pick<ListUsersInput, "search" | "status" | "role">): boolean {
  return Boolean(input.search || input.status || input.role);
}

/** Body of PUT /api/users/email-preferences: the e-mail about new versions of downloaded flows (docs/product-rules.md §20). */
const preferenceSwitch = z.boolean({ error: "Informe se deseja receber o aviso (verdadeiro ou falso)." }).optional();

/**
 * Body of PUT /api/users/email-preferences: `flowUpdates` (new versions of downloaded flows) and/or
 * `followedAuthors` (news from followed authors); the key left out stays as it is.
 */
export const emailPreferencesSchema = z
  .strictObject(
    { flowUpdates: preferenceSwitch, followedAuthors: preferenceSwitch },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Aviso desconhecido." : "Informe se deseja receber o aviso.") },
  )
  .refine((values) => values.flowUpdates !== undefined || values.followedAuthors !== undefined, "Informe se deseja receber o aviso.");
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

const noticeSwitch = z.boolean({ error: "Informe se deseja receber este aviso (verdadeiro ou falso)." }).optional();

/**
 * Body of PUT /api/users/email-preferences/author: any of the author notices ("Avisos aos autores" in
 * docs/product-rules.md), each true (send it) or false (do not); the keys left out stay as they are.
 */
export const authorNoticesSchema = z
  .strictObject(
    { flowApproved: noticeSwitch, flowRejected: noticeSwitch, versionDecided: noticeSwitch, reviewDigest: noticeSwitch },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Aviso desconhecido." : "Envie os avisos como um objeto JSON.") },
  )
  .refine((values) => Object.values(values).some((v) => v !== undefined), "Informe ao menos um aviso.");
export type AuthorNoticesInput = z.infer<typeof authorNoticesSchema>;
