import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  idempotencyKey: string | null;
  authorization: string | null;
  from: string;
  to: string | string[];
  subject: string;
  html: string;
  text: string;
}

/**
 * A stand-in for the Resend API (`POST /emails`) on a local port, for the real `resend` SDK to talk
 * to through RESEND_BASE_URL. It answers 500 while `failing`, can be stopped (connection refused) and
 * started again on the same port, and records every mail it accepted.
 */
export class FakeResend {
  failing = false;
  delayMs = 0;
  /** Mails answered with 200, in arrival order. */
  readonly accepted: ReceivedMail[] = [];
  /** Every POST /emails that reached the server, accepted or not. */
  requests = 0;
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: the SDK gets a connection error, as when the provider is unreachable. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/emails") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ statusCode: 404, name: "not_found", message: "Not found" }));
      return;
    }
    this.requests += 1;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failing) {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "Serviço temporariamente indisponível" }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<ReceivedMail, "idempotencyKey" | "authorization">;
    this.accepted.push({
      ...body,
      idempotencyKey: req.headers["idempotency-key"]?.toString() ?? null,
      authorization: req.headers.authorization ?? null,
    });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `fake-${this.accepted.length}` }));
  }
}
