/**
 * Child processes of the benchmark (next start, nginx) and the clean-up that must run however the
 * run ends: normal exit, an error, or Ctrl+C.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import net from "node:net";

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

const children = new Set<Managed>();
const cleanups: (() => Promise<void>)[] = [];
let shuttingDown: Promise<void> | undefined;

/** Registers work to undo at shutdown (run in reverse order, after the children are stopped). */
export function onShutdown(fn: () => Promise<void>) {
  cleanups.push(fn);
}

/**
 * Starts a process in its own process group (so that whatever it forks is stopped with it) and
 * sends its output to `logFile`.
 */
export function startProcess(name: string, command: string, args: string[], opts: SpawnOptions & { logFile: string }): Managed {
  const log = createWriteStream(opts.logFile, { flags: "a" });
  const child = spawn(command, args, { ...opts, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", () => resolve(-1));
  });
  const managed: Managed = { name, child, logFile: opts.logFile, exited };
  children.add(managed);
  void exited.then(() => children.delete(managed));
  return managed;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if the process group is still there. */
export async function stopProcess(managed: Managed, graceMs = 5000): Promise<void> {
  if (managed.child.exitCode !== null || managed.child.signalCode !== null) return;
  signalGroup(managed.child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(managed.child, "SIGKILL"), graceMs);
  await managed.exited;
  clearTimeout(timer);
  // Whatever the leader left behind in its group.
  signalGroup(managed.child, "SIGKILL");
}

export function tailLog(managed: Managed, lines = 30): string {
  try {
    return readFileSync(managed.logFile, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Stops every child, then runs the registered clean-ups; safe to call more than once. */
export function shutdown(): Promise<void> {
  shuttingDown ??= (async () => {
    await Promise.all([...children].map((c) => stopProcess(c)));
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error("Falha na limpeza:", error instanceof Error ? error.message : error);
      }
    }
  })();
  return shuttingDown;
}

/** Ctrl+C and SIGTERM stop the children and drop the database before exiting. */
export function installSignalHandlers() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`\nInterrompido (${signal}): encerrando processos e removendo o banco de benchmark…`);
      void shutdown().finally(() => process.exit(130));
    });
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("Nenhuma porta livre"))));
    });
  });
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    const forward = () => child.kill("SIGINT");
    process.once("SIGINT", forward);
    child.on("error", reject);
    child.on("exit", (code) => {
      process.removeListener("SIGINT", forward);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} terminou com código ${code}`));
    });
  });
}
