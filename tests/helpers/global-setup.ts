import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";

/**
 * With DATABASE_URL set, integration tests run on a throwaway database created here and dropped at
 * the end; without it, each test file migrates its own in-memory PGlite (see setup-db.ts).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide("testDatabaseUrl", "");
    return;
  }
  const name = `fluxoteca_test_${process.pid}_${Date.now()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), max: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide("testDatabaseUrl", url.toString());

  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
