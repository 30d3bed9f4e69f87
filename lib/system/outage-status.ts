import { ServerResponse } from "node:http";
import { databaseAway } from "@/db/availability";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/http/errors";

/**
 * Pages and metadata routes (robots.txt, link preview images) that read the database fail with a
 * 500 when it is out of reach, and Next offers no way for a page to answer another status (only
 * 404, 403, 401 and redirects). Route handlers answer 503 themselves (lib/http/handler.ts); for the
 * rest, this turns a 500 written while the database is away into 503 with Retry-After, so clients,
 * crawlers and load balancers see a temporary outage rather than a broken page. The body is the
 * page's own error screen (app/error.tsx and its siblings: pt-BR, with "Tentar novamente").
 * Installed once per server process (instrumentation.ts); a 500 with the database answering is
 * left as it is.
 */
const INSTALLED = Symbol.for("fluxoteca.outage-status");

export function installOutageStatus(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && databaseAway()) {
      statusCode = 503;
      if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
      if (!this.headersSent) {
        this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        this.setHeader("Cache-Control", "no-store");
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof proto.writeHead;
}
