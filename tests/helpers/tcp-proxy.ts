import net from "node:net";

/**
 * A TCP relay in front of a server (the test Postgres), that a test can take down and bring back on
 * the same port: `stop()` destroys every open connection and refuses new ones, the way a database
 * restart or a network cut looks to the app. `stall()` keeps every socket open (and accepts new
 * ones) but forwards nothing, the way a hung network path or proxy looks; `resume()` delivers what
 * was held back and forwards again.
 */
export interface TcpProxy {
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  stall: () => void;
  resume: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  /** Bytes held back while stalled, per destination socket, in order. */
  const held = new Map<net.Socket, Buffer[]>();
  let stalled = false;
  let server: net.Server | undefined;
  let port = 0;

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (stalled) {
        held.set(to, [...(held.get(to) ?? []), chunk]);
      } else if (!to.destroyed) {
        to.write(chunk);
      }
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => {
            sockets.delete(socket);
            held.delete(socket);
          });
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        forward(client, upstream);
        forward(upstream, client);
        client.on("end", () => upstream.end());
        upstream.on("end", () => client.end());
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = async () => {
    const s = server;
    server = undefined;
    stalled = false;
    held.clear();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const [socket, chunks] of held) if (!socket.destroyed) for (const chunk of chunks) socket.write(chunk);
      held.clear();
    },
    close: stop,
  };
}
