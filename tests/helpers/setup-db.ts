import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { readFileSync } from "node:fs";
import { setDatabase } from "../../db";
import { truncateAll } from "./db";

let handle: DatabaseHandle;

beforeAll(async () => {
  const url = inject("testDatabaseUrl");
  if (url) {
    handle = openDatabase({ url, max: 4 });
  } else {
    const dump = readFileSync(inject("testDatabaseDump"));
    handle = openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
  }
  setDatabase(handle);
});

beforeEach(async () => {
  await truncateAll(handle.db);
});

afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
});

export function testDb(): DatabaseHandle {
  return handle;
}
