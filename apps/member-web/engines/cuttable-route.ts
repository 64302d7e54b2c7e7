import { connect, createServer, type Socket } from "node:net";

/**
 * A route to the sandbox that the lane can cut, for the offline journey in every engine: a plain TCP relay (no
 * proxy headers, so the sandbox's controls still answer through it). Cut, it drops every open connection and
 * refuses new ones, as a lost network does, whatever the engine lets WebDriver say about being offline.
 */
export interface CuttableRoute {
  origin: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export function cuttableRoute(targetPort: number): Promise<CuttableRoute> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        origin: `http://127.0.0.1:${String(port)}`,
        cut() {
          cut = true;
          for (const socket of open) socket.destroy();
        },
        restore() {
          cut = false;
        },
        close: () =>
          new Promise((done) => {
            for (const socket of open) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
