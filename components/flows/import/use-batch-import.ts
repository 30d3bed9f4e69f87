"use client";

import { useRef, useState } from "react";
import { importFile, selectJsonFiles, type ImportOutcome } from "./submit-import";

export interface BatchItem {
  key: string;
  file: File;
  state: "waiting" | "importing" | "done";
  outcome?: ImportOutcome;
}

export interface BatchRun {
  succeeded: number;
  failed: number;
  /** Every file of the list is imported (this run or an earlier one). */
  allDone: boolean;
  pending: number;
  sanitized: number;
}

/**
 * docs/product-rules.md §7 batch import: files go one after the other (never in parallel: the server rate-limits and
 * moderation reads them in order), with progress and success/error counters.
 */
export function useBatchImport() {
  const [items, setItems] = useState<BatchItem[]>([]);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0, succeeded: 0, failed: 0 });
  const nextKey = useRef(0);

  function select(files: readonly File[]) {
    const selection = selectJsonFiles(files);
    setItems(selection.accepted.map((file) => ({ key: `${nextKey.current++}`, file, state: "waiting" })));
    setProgress({ done: 0, total: 0, succeeded: 0, failed: 0 });
    return selection;
  }

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));
  const clear = () => setItems([]);
  const update = (key: string, patch: Partial<BatchItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  /** Imports every file not imported yet; failed ones are retried on the next run. */
  async function run(origin: string): Promise<BatchRun> {
    const queue = items.filter((item) => !item.outcome?.ok);
    const alreadyDone = items.length - queue.length;
    const counts = { done: 0, total: queue.length, succeeded: 0, failed: 0 };
    let pending = 0;
    let sanitized = 0;
    setRunning(true);
    setProgress({ ...counts });
    for (const item of queue) {
      update(item.key, { state: "importing", outcome: undefined });
      const outcome = await importFile(item.file, origin);
      update(item.key, { state: "done", outcome });
      counts.done += 1;
      if (outcome.ok) {
        counts.succeeded += 1;
        if (outcome.flow.status === "PENDING") pending += 1;
        if (outcome.removed.length > 0) sanitized += 1;
      } else counts.failed += 1;
      setProgress({ ...counts });
    }
    setRunning(false);
    const allDone = counts.failed === 0 && counts.succeeded + alreadyDone === items.length;
    return { succeeded: counts.succeeded, failed: counts.failed, allDone, pending, sanitized };
  }

  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return { items, running, progress, percent, select, remove, clear, run };
}
