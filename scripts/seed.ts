// `npm run db:seed`: ensures the admin (settings need no rows: a missing one reads as its default); with DEMO_MODE=1 or --demo, also
// the demo dataset (once). Assumes the database is migrated (`npm run db:migrate`).
import { openDatabase } from "../db/client";
import { seed, SeedConfigError } from "../seed";
import { loadDotEnv } from "./load-env";

loadDotEnv();
const demo = process.env.DEMO_MODE === "1" || process.argv.includes("--demo");
const handle = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined, max: 1 });
const started = Date.now();
try {
  console.log(`Semeando o banco (${handle.kind}${demo ? ", modo demonstração" : ""})…`);
  await seed(handle, { demo, adminEmail: process.env.ADMIN_EMAIL, adminPassword: process.env.ADMIN_PASSWORD });
  console.log(`Concluído em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  // 42P01 = undefined_table: the schema is not there yet.
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (error instanceof SeedConfigError) console.error(`Erro: ${error.message}`);
  else if (code === "42P01") console.error("Erro: o banco ainda não tem as tabelas. Rode `npm run db:migrate` antes do seed.");
  else throw error;
  process.exitCode = 1;
} finally {
  await handle.close();
}
