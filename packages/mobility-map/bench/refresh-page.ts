// The bench's page (built by vehicles.bench.ts): the app's own refresh path on a real map, measured on the main
// thread. The page fetches vehicles with api-client (JSON and schema parse on the main thread, as the app does),
// hands them to the clustering worker, queries the viewport and draws it with maplibre.
import { createApiClient, getMobilityMap } from "@tandem/api-client";
import type { ClusterAnswers } from "../src/core/cluster-protocol.ts";
import { createClusterClient, type ClusterClient } from "../src/core/cluster-client.ts";
import { createClusterPort } from "../src/mobility/view/cluster-port.ts";
import { createMapController } from "../src/mobility/view/map-controller.ts";
import { createListOnlyView } from "../src/mobility/list/list-only-view.ts";
import { createMapView } from "../src/mobility/view/maplibre-map.ts";

/** What one run measured. */
export interface RefreshResult {
  vehicles: number;
  buildMs: number[];
  queryMs: number;
  longestTaskMs: number;
  longTasks: number;
}

const api = createApiClient({ host: "/" });
const centre = { lat: 45.5152, lng: -122.6784 };
const noTaps = {
  onMoveEnd: () => undefined,
  onVehicleTap: () => undefined,
  onClusterTap: () => undefined,
  onRestrictionTap: () => undefined,
  onEmptyTap: () => undefined,
};
const container = document.getElementById("map");
if (!container) throw new Error("the bench page has no #map");
const viewPromise = createMapView(
  container,
  { camera: { ...centre, zoom: 15 }, accessToken: undefined, reducedMotion: true },
  noTaps,
);

// The longest gap between two turns of a MessageChannel loop is the longest main-thread task (to ~1 ms), below
// the 50 ms floor of the Long Tasks API, which is read as well.
function watchMainThread() {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  const long: number[] = [];
  const observer = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: "longtask" });
  return () => {
    running = false;
    observer.disconnect();
    return { longestTaskMs: Math.max(longest, ...long), longTasks: long.length };
  };
}

// A phone's viewport (390 × 844 px) round the centre at a zoom, as [west, south, east, north].
function viewportAt(zoom: number): [number, number, number, number] {
  const degreesPerPixel = 360 / (512 * 2 ** zoom);
  const halfWidth = 195 * degreesPerPixel;
  const halfHeight = 422 * degreesPerPixel * Math.cos((centre.lat * Math.PI) / 180);
  return [centre.lng - halfWidth, centre.lat - halfHeight, centre.lng + halfWidth, centre.lat + halfHeight];
}

async function runRefresh(vehicles: number, drawing: boolean): Promise<RefreshResult> {
  // Without drawing, the same refresh on a map that draws nothing: what the refresh itself costs the main thread.
  const view = drawing ? await viewPromise : createListOnlyView({ ...centre, zoom: 15 });
  const raw = createClusterClient(createClusterPort());
  const buildMs: number[] = [];
  const clusters: ClusterClient = {
    ask: async (request) => {
      const answer = await raw.ask(request);
      if (request.kind === "load") buildMs.push((answer as ClusterAnswers["load"]).buildMs);
      return answer;
    },
    close: raw.close,
  };
  let refreshed = 0;
  let done: () => void = () => undefined;
  // The first load, then one refresh on the server's interval: both are measured.
  const twoLoads = new Promise<void>((resolve) => (done = resolve));
  const controller = createMapController({
    view,
    clusters,
    fetchVehicles: (area, signal) => getMobilityMap(api, area, { signal }),
    fetchRestrictions: () => Promise.resolve({ restrictions: [] }),
    selectedId: () => null,
    onRefreshed: () => undefined,
    onStatus: () => undefined,
    onNearby: () => {
      refreshed += 1;
      if (refreshed === 2) done();
    },
    nearbyFrom: () => [centre.lat, centre.lng],
  });
  const stop = watchMainThread();
  controller.start();
  await twoLoads;
  const main = stop();
  const times: number[] = [];
  for (const zoom of [11, 13, 15, 16, 17]) {
    for (let round = 0; round < 3; round += 1) {
      times.push((await raw.ask({ kind: "query", bbox: viewportAt(zoom), zoom })).queryMs);
    }
  }
  controller.destroy();
  return {
    vehicles,
    buildMs,
    queryMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    ...main,
  };
}

Object.assign(window, { runRefresh, mapReady: viewPromise.then(() => true) });
