import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema } from "@/lib/auth/schemas";
import { queryText } from "@/lib/http/query";

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

/** One row of the admin users table. Never carries the password hash or token version. */
export interface AdminUserDTO {
  id: string;
  name: string;
  email: string;
  role: UserRoleValue;
  status: UserStatusValue;
  downloadCount: number;
  createdAt: string;
  /** The API calls the sign-up date joinDate; same value as createdAt. */
  joinDate: string;
  emailVerified: boolean;
}

export interface AdminUserList {
  users: AdminUserDTO[];
  pagination: { page: number; limit: number; total: number; pages: number };
  summary: { totalUsers: number; activeUsers: number; totalDownloads: number; avgDownloadsPerUser: number };
}

/** True when a search or filter narrows the list (the empty-list text depends on it, docs/product-rules.md §13). */
export function hasUserFilters(input: Pick<ListUsersInput, "search" | "status" | "role">): boolean {
  return Boolean(input.search || input.status || input.role);
}
