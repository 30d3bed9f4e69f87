import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema.ts and applied by db/migrate.ts on Postgres and PGlite alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  strict: true,
});
