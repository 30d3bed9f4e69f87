import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestIdFrom, scrub, withRequestId } from "@/lib/log";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination: stream }), lines };
}

const TOKEN = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.segredo-do-token";
const COOKIE = "authjs.session-token=valor-do-cookie-123";
const PASSWORD = "Senha-Muito-Secreta-42";
const EMAIL = "maria.silva@exemplo.com.br";

describe("log", () => {
  it("never writes a token, a cookie, a password or an e-mail address", () => {
    const { logger, lines } = capture();
    logger.info({ token: TOKEN, password: PASSWORD, email: EMAIL, headers: { authorization: `Bearer ${TOKEN}`, cookie: COOKIE } }, `login de ${EMAIL}`);
    logger.warn({ user: { email: EMAIL, password: PASSWORD }, req: { headers: { cookie: COOKIE } } }, "tentativa");
    logger.error({ err: new Error(`falha ao enviar para ${EMAIL} com Bearer ${TOKEN}`) }, "falha");
    logger.info({ detail: `Authorization: Bearer ${TOKEN}; contato ${EMAIL}` }, "texto livre");
    expect(lines).toHaveLength(4);
    const out = lines.join("\n");
    for (const secret of [TOKEN, "valor-do-cookie-123", PASSWORD, EMAIL, "maria.silva"]) expect(out).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["login de [e-mail]", "tentativa", "falha", "texto livre"]);
  });

  it("carries the request id of the request it runs for", () => {
    const { logger, lines } = capture();
    withRequestId("req-abc123", () => logger.info("dentro"));
    logger.info("fora");
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "dentro", requestId: "req-abc123", level: 30 });
    expect(JSON.parse(lines[1]!).requestId).toBeUndefined();
  });

  it("keeps a sane incoming request id and replaces any other", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "abc-123_DEF.4" }))).toBe("abc-123_DEF.4");
    for (const bad of ["<script>", "a".repeat(65), "com espaço", ""]) {
      expect(requestIdFrom(new Headers({ "x-request-id": bad }))).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("masks e-mail addresses inside free text", () => {
    expect(scrub("para a@b.co e x.y+z@dominio.com.br")).toBe("para [e-mail] e [e-mail]");
  });
});
