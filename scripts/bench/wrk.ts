/**
 * wrk (Debian package `wrk`), the load generator of the rows served by nginx's cache: written in C,
 * one thread per core, it reads tens of thousands of answers a second where autocannon (one core
 * of this Node process, parsing every byte in JavaScript) tops out near 3,000–7,000 for a 26 KB
 * page, so the row measured the generator instead of nginx.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { startCpuWatch, TICKS_PER_SECOND, treeTicks } from "./cpu";
import type { RunSample } from "./stats";

export const WRK_BIN = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => existsSync(p));

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function durationMs(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : Number.NaN;
}

/** Reads wrk's report (run with --latency). Exported for its test. */
export function parseWrk(output: string): Omit<RunSample, "cpu"> {
  const percentile = (p: string) => durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? Number.NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  if (!Number.isFinite(rps) || !Number.isFinite(requests)) throw new Error(`Saída do wrk não reconhecida:\n${output}`);
  return { rps, p50: percentile("50"), p99: percentile("99"), requests, non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0), errors };
}

export async function runWrk(
  url: string,
  opts: { connections: number; duration: number; headers?: Record<string, string>; watch?: Record<string, number> },
): Promise<RunSample> {
  const threads = Math.max(1, Math.min(os.cpus().length, opts.connections));
  const args = ["-t", String(threads), "-c", String(opts.connections), "-d", `${opts.duration}s`, "--latency", "--timeout", "30s"];
  for (const [name, value] of Object.entries(opts.headers ?? {})) args.push("-H", `${name}: ${value}`);
  const started = performance.now();
  const child = spawn(WRK_BIN!, [...args, url], { stdio: ["ignore", "pipe", "pipe"] });
  const cpu = startCpuWatch(opts.watch);
  // The generator's CPU is wrk's own here, not this process's; /proc forgets it once wrk exits, so
  // it is read while wrk runs and the last reading counts.
  let wrkTicks = 0;
  const sampler = setInterval(() => (wrkTicks = Math.max(wrkTicks, treeTicks(child.pid!))), 200);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearInterval(sampler);
  const shares = cpu.stop();
  if (code !== 0) throw new Error(`wrk terminou com código ${code}:\n${output}`);
  const loadGenerator = wrkTicks / TICKS_PER_SECOND / ((performance.now() - started) / 1000);
  return { ...parseWrk(output), cpu: { ...shares, loadGenerator, generator: "wrk" } };
}
