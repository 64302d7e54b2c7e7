import { getMapFeatures, getMobilityMap } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import { useEffect, useRef, useState } from "react";
import { createClusterClient, type ClusterClient } from "../../core/cluster-client.ts";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import { selectedVehicle } from "../../core/drawer-machine.ts";
import { createClusterPort } from "../view/cluster-port.ts";
import { createMapController, type LoadStatus, type MapController } from "../view/map-controller.ts";
import type { MapView } from "../view/map-view.ts";
import type { DrawerHandle } from "./use-drawer-state.ts";
import type { MemberPosition } from "./use-member-location.ts";

/** The map's view that also says, in counts, what it was given to draw (for members who cannot see the canvas). */
function countingView(
  view: MapView,
  counted: (drawn: { vehicles: number; groups: number }) => void,
): MapView {
  return {
    ...view,
    setPoints: (features) => {
      view.setPoints(features);
      const groups = features.filter((feature) => "cluster" in feature.properties).length;
      counted({ vehicles: features.length - groups, groups });
    },
  };
}

/** F-104: a trip stops vehicle loading and clears the map; after it they load again (F-107, F-108). */
function usePausedDuringTrip(
  controller: { readonly current: MapController | null },
  view: MapView,
  riding: boolean,
) {
  useEffect(() => {
    if (!controller.current) return;
    if (riding) controller.current.pause();
    else controller.current.start();
  }, [controller, view, riding]);
}

/**
 * The vehicles and restriction areas of the map (F-085–F-093), kept fresh while the page is open (F-113: all stops
 * on leaving) and paused during a trip (F-104, F-107, F-108): the controller with its clustering worker, what failed
 * lately, the nearest vehicles for the list and the counts drawn. `answered` turns true with the first vehicles (or
 * their failure) and stays so.
 */
export function useVehicleFeed(
  view: MapView,
  { drawer, dispatch, latest }: DrawerHandle,
  position: MemberPosition | null,
) {
  const api = useApiClient();
  const [status, setStatus] = useState<LoadStatus>({ vehiclesFailed: false, restrictionsFailed: false });
  const [nearby, setNearby] = useState<NearbyVehicle[] | null>(null);
  const [drawn, setDrawn] = useState({ vehicles: 0, groups: 0 });
  const [answered, setAnswered] = useState(false);
  if (!answered && (nearby !== null || status.vehiclesFailed)) setAnswered(true);
  const controller = useRef<MapController | null>(null);
  const clusters = useRef<ClusterClient | null>(null);
  const from = useRef(position);
  from.current = position;

  useEffect(() => {
    const client = createClusterClient(createClusterPort());
    clusters.current = client;
    const made = createMapController({
      view: countingView(view, setDrawn),
      clusters: client,
      fetchVehicles: (area, signal) => getMobilityMap(api, area, { signal }),
      fetchRestrictions: (area, signal) => getMapFeatures(api, area, { signal }),
      selectedId: () => selectedVehicle(latest.current)?.id ?? null,
      onRefreshed: (selectedPresent) => dispatch({ type: "vehicles-refreshed", selectedPresent }),
      onStatus: setStatus,
      onNearby: setNearby,
      nearbyFrom: () => {
        const place = from.current ?? view.camera();
        return [place.lat, place.lng];
      },
    });
    controller.current = made;
    made.viewportChanged();
    return () => {
      made.destroy();
      controller.current = null;
      clusters.current = null;
    };
  }, [view, api, latest, dispatch]);

  usePausedDuringTrip(controller, view, drawer.kind === "trip");

  return {
    status,
    nearby,
    drawn,
    answered,
    /** The clustering worker, while the page is open. */
    clusters: () => clusters.current,
    /** The camera stopped: load or draw for what the map shows now. */
    viewportChanged: () => controller.current?.viewportChanged(),
    /** Draws again, for the list's distances from a new place. */
    redraw: () => controller.current?.redraw(),
    /** The member's Try again after a failed load. */
    retry: () => controller.current?.retry(),
  };
}

/** The vehicle feed as the screen reads it. */
export type VehicleFeed = ReturnType<typeof useVehicleFeed>;
