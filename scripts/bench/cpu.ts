/**
 * CPU time over a measurement, read from /proc (Linux): the load generator (this process, where
 * autocannon runs), a server process with everything it started (nginx's workers), and the whole
 * machine. Says what bounds a row that runs far above the app: often the load generator itself.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Shares of one CPU core during the run (1 = a whole core); `machine` is the share of all cores. */
export interface CpuShares {
  loadGenerator: number;
  /** Per watched process tree, by name. */
  processes: Record<string, number>;
  machine: number;
  /** The load generator, when not autocannon in this process (scripts/bench/wrk.ts). */
  generator?: "wrk";
}

export const TICKS_PER_SECOND = 100;

export function treeTicks(pid: number): number {
  let ticks = 0;
  const visit = (p: number) => {
    try {
      // Fields after the command (which may hold spaces): utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile, or this is not Linux.
    }
  };
  visit(pid);
  return ticks;
}

function machineTicks(): { busy: number; total: number } {
  try {
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = cpu.reduce((sum, v) => sum + v, 0);
    // idle and iowait
    return { busy: total - cpu[3]! - (cpu[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Starts counting; `stop()` gives the shares since then. */
export function startCpuWatch(watched: Record<string, number> = {}): { stop: () => CpuShares } {
  const started = performance.now();
  const self = process.cpuUsage();
  const trees = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, treeTicks(pid)]));
  const machine = machineTicks();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(self);
      const now = machineTicks();
      const processes = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, (treeTicks(pid) - trees[name]!) / TICKS_PER_SECOND / seconds]));
      return {
        loadGenerator: (used.user + used.system) / 1e6 / seconds,
        processes,
        machine: now.total > machine.total ? (now.busy - machine.busy) / (now.total - machine.total) : 0,
      };
    },
  };
}
