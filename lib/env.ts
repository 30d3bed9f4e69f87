import { demoModeFromEnv } from "./page-flags";
import { z } from "zod";

const truthy = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET precisa de pelo menos 32 caracteres").optional(),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Fluxoteca <nao-responda@fluxoteca.dev>"),
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(1).optional(),
  DEMO_MODE: truthy,
  PORT: z.coerce.number().int().positive().default(3000),
  /** Bearer token that a Prometheus scraper sends to GET /api/metrics; without it only admins read them. */
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN precisa de pelo menos 16 caracteres")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Render processes beside the server for the page cache's misses (lib/cache/render-workers.ts); Postgres only. */
  PAGE_RENDER_WORKERS: z.coerce
    .number({ message: "PAGE_RENDER_WORKERS deve ser um número" })
    .int("PAGE_RENDER_WORKERS deve ser um número inteiro")
    .min(0, "PAGE_RENDER_WORKERS não pode ser negativo")
    .max(8, "PAGE_RENDER_WORKERS vai até 8")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Env = z.infer<typeof envSchema>;

/**
 * What a real deployment must not run without (docs/product-rules.md §15): Postgres (the embedded database is for
 * the demo and development only) and the secrets.
 */
const PRODUCTION_REQUIRED = ["DATABASE_URL", "AUTH_SECRET", "APP_URL", "RESEND_API_KEY", "MERCADOPAGO_ACCESS_TOKEN", "MERCADOPAGO_WEBHOOK_SECRET"] as const;

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvError";
  }
}

/** Parses and checks the environment. Throws `EnvError` with a readable pt-BR message. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  // A build only compiles and prerenders; the server it makes is checked when it starts.
  const building = source.NEXT_PHASE === "phase-production-build";
  if (env.NODE_ENV === "production" && !env.DEMO_MODE && !building) {
    const missing = PRODUCTION_REQUIRED.filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new EnvError(
        `Fluxoteca não pode iniciar em produção sem: ${missing.join(", ")}.\n` +
          (missing.includes("DATABASE_URL")
            ? "Em produção o banco é sempre o Postgres de DATABASE_URL; o banco embutido é só para a demonstração e o desenvolvimento.\n"
            : "") +
          "Defina essas variáveis (veja .env.example) ou use `npm run demo` para a demonstração local.",
      );
    }
  }
  return env;
}

let cached: Env | undefined;

/** The validated environment of this process (parsed once). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Read straight from the environment at run time (never baked into a prerendered page). */
export function isDemoMode(): boolean {
  return demoModeFromEnv();
}

/** Public base URL: APP_URL, or localhost on the configured port for development and the demo. */
export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}
