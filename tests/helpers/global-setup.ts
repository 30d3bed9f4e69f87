import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";
import { prepareDatabase } from "../../lib/system/prepare-database";

/**
 * With DATABASE_URL set, integration tests run on a throwaway database created here and dropped at
 * the end; without it, each test file migrates its own in-memory PGlite (see setup-db.ts).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // Migrate one embedded database and hand each test file a copy: migrating per file costs seconds.
    const handle = openDatabase({ dataDir: "memory://" });
    await prepareDatabase(handle);
    const file = path.join(os.tmpdir(), `fluxoteca-test-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide("testDatabaseUrl", "");
    project.provide("testDatabaseDump", file);
    return () => rmSync(file, { force: true });
  }
  project.provide("testDatabaseDump", "");
  const name = `fluxoteca_test_${process.pid}_${Date.now()}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), max: 1 });
  await prepareDatabase(handle);
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
    testDatabaseDump: string;
  }
}
