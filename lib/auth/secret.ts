import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * AUTH_SECRET signs and encrypts session tokens. Production refuses to start without it (lib/env);
 * the demo and development generate one on first use and keep it in .data/ so sessions survive restarts.
 */
export function authSecret(): string {
  if (cached) return cached;
  if (process.env.AUTH_SECRET) return (cached = process.env.AUTH_SECRET);
  if (process.env.NODE_ENV === "test" || process.env.VITEST) return (cached = "test-secret-".padEnd(48, "x"));
  const file = path.join(process.cwd(), ".data", "auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return (cached = secret);
}
