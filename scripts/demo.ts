// `npm run demo`: build, migrate, seed the demo data and serve on the embedded database.
import { openDatabase } from "../db/client";
import { prepareDatabase } from "../lib/system/prepare-database";
import { seed } from "../seed";
import { loadDotEnv } from "./load-env";
import { runCli, startServer } from "./run";

loadDotEnv();
process.env.DEMO_MODE = "1";
const port = Number(process.env.PORT ?? 3000);
// Links in e-mails (verification, password reset) and payment returns use APP_URL: by default the
// address this server listens on, so a link opened from the demo mailbox lands on the same origin.
process.env.APP_URL ??= `http://localhost:${port}`;
const skipBuild = process.argv.includes("--skip-build");

if (!skipBuild) {
  console.log("▶ Gerando o build de produção (next build)…");
  await runCli("next", ["build"], { ...process.env, DEMO_MODE: "1" });
}

const handle = openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DIR || undefined,
  max: 1,
});
try {
  console.log(`▶ Aplicando migrações (${handle.kind})…`);
  await prepareDatabase(handle);
  await seed(handle, {
    demo: true,
    adminEmail: process.env.ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD,
  });
} finally {
  await handle.close();
}

console.log(`▶ Fluxoteca em modo demonstração: ${process.env.APP_URL}`);
console.log(`  Abra o app por esse endereço: os links dos e-mails usam APP_URL (${process.env.APP_URL}).`);
console.log(`  E-mails enviados: ${process.env.APP_URL}/dev/mailbox · pagamentos: checkout de teste em /dev/checkout/…`);
const server = startServer(port, { ...process.env, DEMO_MODE: "1", PORT: String(port) });
server.on("exit", (code) => process.exit(code ?? 0));
