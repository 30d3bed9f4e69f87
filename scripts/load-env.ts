import { existsSync } from "node:fs";

/** Scripts run outside Next.js, which would otherwise load .env files itself. */
export function loadDotEnv() {
  for (const file of [".env.local", ".env"]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
