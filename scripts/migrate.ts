import { openDatabase } from "../db/client";
import { prepareDatabase } from "../lib/system/prepare-database";
import { loadDotEnv } from "./load-env";

loadDotEnv();
const handle = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined, max: 1 });
const started = Date.now();
try {
  await prepareDatabase(handle);
  console.log(`Migrações aplicadas (${handle.kind}) em ${Date.now() - started} ms.`);
} finally {
  await handle.close();
}
