import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { readFileSync } from "node:fs";
import { setDatabase } from "../../db";
import { DEFAULT_TIMEOUTS } from "../../db/timeouts";
import { ratingPriorSettled } from "../../lib/flows/rating-rank";
import { truncateAll } from "./db";

let handle: DatabaseHandle;

beforeAll(async () => {
  const url = inject("testDatabaseUrl");
  if (url) {
    // With the app's time limits, so every query shape of the suite runs through them.
    handle = openDatabase({ url, max: 4, timeouts: DEFAULT_TIMEOUTS });
  } else {
    const dump = readFileSync(inject("testDatabaseDump"));
    handle = openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
  }
  setDatabase(handle);
});

// The rating prior's refresh runs after a review change, in the background (lib/flows/rating-rank.ts):
// it must not meet the next test's truncate, nor a closed database.
beforeEach(async () => {
  await ratingPriorSettled();
  await truncateAll(handle.db);
});

afterAll(async () => {
  await ratingPriorSettled();
  setDatabase(undefined);
  await handle?.close();
});

export function testDb(): DatabaseHandle {
  return handle;
}
