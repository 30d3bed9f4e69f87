import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { withServerNodeFlags } from "./server-flags";

const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

/** Runs a local CLI (next, …) to completion, inheriting the terminal; rejects on a non-zero exit. */
export function runCli(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(" ")} terminou com código ${code}`))));
  });
}

/** Starts `next start` (with the production V8 flags) and forwards termination signals, so the caller can clean up after it. */
export function startServer(port: number, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(bin("next"), ["start", "-p", String(port)], { stdio: "inherit", env: withServerNodeFlags(env) });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  return child;
}
