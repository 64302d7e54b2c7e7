/// <reference lib="webworker" />
// The clustering worker (F-092): decodes, spreads and indexes vehicles and answers viewport queries, so the main
// thread never parses or clusters vehicles.
import type { ClusterEnvelope, ClusterReply } from "./cluster-protocol.ts";
import { createClusterWorkerCore } from "./cluster-worker-core.ts";

const core = createClusterWorkerCore();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener("message", (event: MessageEvent<ClusterEnvelope>) => {
  const { id, request } = event.data;
  let reply: ClusterReply;
  try {
    reply = { id, ok: true, answer: core.handle(request) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
});
