import type { ClusterAnswers, ClusterEnvelope, ClusterReply, ClusterRequest } from "./cluster-protocol.ts";
import { createClusterWorkerCore } from "./cluster-worker-core.ts";

/** The side of a worker the page talks to (a `Worker`, or an in-thread stand-in). */
export interface ClusterPort {
  postMessage: (message: ClusterEnvelope) => void;
  addEventListener: (type: "message", listener: (event: MessageEvent<ClusterReply>) => void) => void;
  terminate?: () => void;
}

/** Asks the clustering worker; every request resolves with its own answer (or rejects with the worker's error). */
export interface ClusterClient {
  ask: <K extends ClusterRequest["kind"]>(
    request: Extract<ClusterRequest, { kind: K }>,
  ) => Promise<ClusterAnswers[K]>;
  /** Stops the worker; later requests never resolve. */
  close: () => void;
}

/**
 * A promise-based client of the clustering worker.
 * @example const clusters = createClusterClient(new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" }));
 *          const { features } = await clusters.ask({ kind: "query", bbox, zoom });
 */
export function createClusterClient(port: ClusterPort): ClusterClient {
  let next = 1;
  let closed = false;
  const waiting = new Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>();
  port.addEventListener("message", (event) => {
    const reply = event.data;
    const caller = waiting.get(reply.id);
    if (!caller) return;
    waiting.delete(reply.id);
    if (reply.ok) caller.resolve(reply.answer as never);
    else caller.reject(new Error(reply.error));
  });
  return {
    ask: (request) =>
      new Promise((resolve, reject) => {
        if (closed) return;
        const id = next++;
        waiting.set(id, { resolve: resolve, reject });
        port.postMessage({ id, request });
      }),
    close: () => {
      closed = true;
      waiting.clear();
      port.terminate?.();
    },
  };
}

/**
 * A port answering in this thread (next microtask) with the worker's own code: for tests, and for browsers that
 * cannot start module workers.
 */
export function createInThreadClusterPort(): ClusterPort {
  const core = createClusterWorkerCore();
  const listeners: ((event: MessageEvent<ClusterReply>) => void)[] = [];
  return {
    postMessage: ({ id, request }) => {
      queueMicrotask(() => {
        let reply: ClusterReply;
        try {
          reply = { id, ok: true, answer: core.handle(request) };
        } catch (error) {
          reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        for (const listener of listeners) listener({ data: reply } as MessageEvent<ClusterReply>);
      });
    },
    addEventListener: (_type, listener) => listeners.push(listener),
  };
}
