import { createInThreadClusterPort, type ClusterPort } from "../../core/cluster-client.ts";

/**
 * The clustering worker (a module worker beside the page's chunk), or the same code in this thread where module
 * workers cannot start (the page tests' jsdom).
 */
export function createClusterPort(): ClusterPort {
  if (typeof Worker === "undefined") return createInThreadClusterPort();
  try {
    return new Worker(new URL("../../core/cluster.worker.ts", import.meta.url), {
      type: "module",
      name: "vehicles",
    });
  } catch {
    return createInThreadClusterPort();
  }
}
