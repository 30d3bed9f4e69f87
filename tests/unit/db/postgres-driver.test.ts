import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import esmPostgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";

// The database driver, postgres.js 3.4.9, with the fix the app carries in patches/ (applied by
// `npm ci`). A connection whose socket closed while a short message waited to be written (it
// flushes them on the next turn of the event loop) kept a cancelled timer and the unsent bytes: its
// next socket never sent its login message, so that slot of the pool failed every query with
// CONNECT_TIMEOUT until the process restarted, and a write on a closed connection threw an
// uncaught TypeError from the timer. A fake socket plays the server, so the timing is exact. Both
// builds that Node loads are checked: the ES module one (the app's bundle) and the CommonJS one.
const builds = { esm: esmPostgres, cjs: createRequire(import.meta.url)("postgres") as typeof esmPostgres };

/** A socket the test drives: records what the driver writes, and answers or closes on demand. */
class FakeSocket extends EventEmitter {
  readyState = "open";
  readonly written: Buffer[] = [];
  write(chunk: Buffer, callback?: () => void) {
    this.written.push(Buffer.from(chunk));
    callback?.();
    return true;
  }
  end() {
    this.readyState = "closed";
    return this;
  }
  destroy() {
    this.readyState = "closed";
    return this;
  }
  setKeepAlive() {}
  pause() {}
  resume() {}
}

/** A backend message: its type, its length, its body. */
const message = (type: string, body = "") => {
  const bytes = Buffer.alloc(5 + Buffer.byteLength(body));
  bytes.write(type, 0);
  bytes.writeUInt32BE(4 + Buffer.byteLength(body), 1);
  bytes.write(body, 5);
  return bytes;
};
/** AuthenticationOk then ReadyForQuery (idle): the end of a login. */
const LOGGED_IN = Buffer.concat([message("R", "\0\0\0\0"), message("Z", "I")]);
/** The answer to `begin` (a simple query): CommandComplete then ReadyForQuery (in a transaction). */
const BEGUN = Buffer.concat([message("C", "BEGIN\0"), message("Z", "T")]);
/** The frontend's StartupMessage starts with its length and protocol 3.0 (196608). */
const isStartupMessage = (bytes: Buffer) => bytes.length > 8 && bytes.readUInt32BE(0) === bytes.length && bytes.readUInt32BE(4) === 196608;

async function until(check: () => boolean, what: string, ms = 1_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`esperado em ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(Object.entries(builds))("postgres.js (%s build): a connection torn down while a write is buffered", (_build, postgres) => {
  let sql: ReturnType<typeof postgres> | undefined;
  afterEach(async () => {
    await sql?.end({ timeout: 0 });
    sql = undefined;
  });

  function fakeServer(fetchTypes = false) {
    const sockets: FakeSocket[] = [];
    // `socket` (a factory of the connection's socket) is a documented option missing from the types.
    const options = {
      socket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as never;
      },
      max: 1,
      fetch_types: fetchTypes,
      connect_timeout: 2,
      idle_timeout: 0,
      backoff: () => 0,
      onnotice: () => {},
      username: "fluxoteca",
      database: "fluxoteca",
    };
    sql = postgres(options as esmPostgres.Options<Record<string, never>>);
    return { sql, sockets };
  }

  it("logs in again on its next socket, with nothing left over from the old one", async () => {
    const { sql, sockets } = fakeServer();
    const first = sql`select 1`.then(
      () => null,
      (error: { code?: string }) => error.code,
    );
    await until(() => sockets[0]?.written.length === 1, "a mensagem de login no primeiro socket");
    // The login completes: the driver queues its query (a write flushed on the next turn of the
    // event loop), and in the same turn the server goes away.
    sockets[0]!.emit("data", LOGGED_IN);
    sockets[0]!.emit("close", false);
    expect(await first).toBe("CONNECTION_CLOSED");

    const second = sql`select 1`.catch((error: { code?: string }) => error.code);
    await until(() => sockets.length === 2, "um socket novo");
    await until(() => sockets[1]!.written.length > 0, "a mensagem de login no socket novo");
    expect(isStartupMessage(sockets[1]!.written[0]!)).toBe(true);
    void second;
  });

  it("rejects a transaction's next query once its connection is gone, instead of throwing from a timer", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const { sql, sockets } = fakeServer();
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      const transaction = sql
        .begin(async (tx) => {
          await paused;
          return tx`select 1`;
        })
        .then(
          () => null,
          (error: { code?: string }) => error.code,
        );
      await until(() => sockets[0]?.written.length === 1, "a mensagem de login");
      sockets[0]!.emit("data", LOGGED_IN);
      await until(() => sockets[0]!.written.length === 2, "o begin");
      sockets[0]!.emit("data", BEGUN);
      // The server goes away between two statements of the transaction; the next one is sent to
      // the connection it holds, which has no socket any more.
      sockets[0]!.emit("close", false);
      resume();
      expect(await transaction).toBe("CONNECTION_CLOSED");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });
  it("reconnects cleanly when the server goes away while a new connection reads the array types", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      const { sql, sockets } = fakeServer(true);
      const query = sql`select 1`.then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
      await until(() => sockets[0]?.written.length === 1, "a mensagem de login");
      sockets[0]!.emit("data", LOGGED_IN);
      await until(() => sockets[0]!.written.length === 2, "a consulta dos tipos de array");
      // pg_terminate_backend at that moment: a FATAL error, then the socket closes.
      sockets[0]!.emit("data", message("E", "SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0"));
      sockets[0]!.emit("close", false);
      await until(() => sockets[1]?.written.length === 1, "a mensagem de login no socket novo");
      sockets[1]!.emit("data", LOGGED_IN);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The old socket's error is not replayed onto the new one: the query still waits for its
      // connection to finish starting (it asks for the types again), and nothing escaped.
      expect(sockets[1]!.written.length).toBe(2);
      expect(await Promise.race([query, new Promise((resolve) => setTimeout(() => resolve("aguardando"), 50))])).toBe("aguardando");
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});
