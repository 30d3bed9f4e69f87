// Starts Debian's nginx with deploy/nginx/fluxoteca.conf in front of given app addresses, in a
// directory of its own (cache, logs, temp files, pid): for the test that checks the cache
// (tests/e2e/nginx-cache.spec.ts) and the benchmark's nginx row. The deploy file is used as written,
// only the addresses, the cache path and the listen port are put in.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];
export const NGINX_BIN = NGINX_PATHS.find((p) => existsSync(p));
const DEPLOY_CONF = path.join(process.cwd(), "deploy/nginx/fluxoteca.conf");

export interface RunningNginx {
  port: number;
  url: string;
  dir: string;
  stop: () => Promise<void>;
}

/**
 * The deploy configuration with this run's upstreams, cache directory and port. Without `cache`,
 * nothing is stored (the benchmark's two-instance row measures the instances, not the cache).
 */
export function nginxSite(upstreams: string[], port: number, cacheDir: string, { cache = true }: { cache?: boolean } = {}): string {
  const conf = readFileSync(DEPLOY_CONF, "utf8");
  const upstream = /upstream fluxoteca_app \{\n(?:\s*server [^\n]+\n)+/;
  const cachePath = /proxy_cache_path \S+/;
  const listen = /listen 80;/;
  const pageCache = /proxy_cache fluxoteca_pages;/;
  for (const [name, re] of [
    ["upstream", upstream],
    ["proxy_cache_path", cachePath],
    ["listen", listen],
    ["proxy_cache", pageCache],
  ] as const) {
    if (!re.test(conf)) throw new Error(`deploy/nginx/fluxoteca.conf: ${name} not found`);
  }
  return conf
    .replace(upstream, `upstream fluxoteca_app {\n${upstreams.map((u) => `    server ${u};\n`).join("")}`)
    .replace(cachePath, `proxy_cache_path ${cacheDir}`)
    .replace(listen, `listen 127.0.0.1:${port};`)
    .replace(pageCache, cache ? "proxy_cache fluxoteca_pages;" : "proxy_cache off;");
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not open port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export async function startNginx(opts: { upstreams: string[]; port: number; workers?: number; cache?: boolean }): Promise<RunningNginx> {
  // Looked up again: the benchmark may have installed it after this module loaded.
  const binary = NGINX_BIN ?? NGINX_PATHS.find((p) => existsSync(p));
  if (!binary) throw new Error("nginx not installed (apt-get install -y nginx)");
  const dir = mkdtempSync(path.join(tmpdir(), "fluxoteca-nginx-"));
  // Workers run as nobody when nginx starts as root: they must write the cache and temp files.
  chmodSync(dir, 0o777);
  writeFileSync(path.join(dir, "fluxoteca.conf"), nginxSite(opts.upstreams, opts.port, path.join(dir, "cache"), { cache: opts.cache }));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `worker_processes ${opts.workers ?? 1};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 4096; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/fluxoteca.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await Promise.race([waitForPort(opts.port, 10_000), exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`)))]);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port: opts.port,
    url: `http://127.0.0.1:${opts.port}`,
    dir,
    stop: async () => {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
