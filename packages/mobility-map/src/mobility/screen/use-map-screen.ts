import { beginTrip, endTrip, getMapFeatures, getMobilityMap, isApiError } from "@tandem/api-client";
import { meQueries, metaQueries, mobilityQueries, useApiClient } from "@tandem/api-client/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { useAction } from "@tandem/page-kit";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { createClusterClient, type ClusterClient } from "../../core/cluster-client.ts";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import type { MapVehicle } from "../../core/decode-vehicles.ts";
import { asksForDetail, drawerReducer, initialDrawer, selectedVehicle } from "../../core/drawer-machine.ts";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import type { RestrictionKind } from "../../core/restriction-layers.ts";
import { createClusterPort } from "../view/cluster-port.ts";
import { createHandoverView } from "../view/handover-view.ts";
import { createListOnlyView } from "../list/list-only-view.ts";
import { createMapController, type LoadStatus, type MapController } from "../view/map-controller.ts";
import { readMapPosition, writeMapPosition } from "../view/map-position.ts";
import type { MapDrawing, MapView, MapViewEvents, Place } from "../view/map-view.ts";
import type { MobilitySettings } from "@tandem/page-kit";
import { CASH_BALANCE, useAfterBalancePaid } from "./use-after-balance-paid.ts";
import { useMemberLocation } from "./use-member-location.ts";

// Locating flies to the member at zoom 15 or closer (F-109, F-110).
const around = (place: Place, view: MapView) => ({
  lat: place.lat,
  lng: place.lng,
  zoom: Math.max(view.camera().zoom, MAP_LIMITS.locateZoom),
});

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Reserve failures after which the trip may have begun after all. */
const TRIP_UNKNOWN_CODES = new Set(["network_error", "ongoing_trip"]);
/** End-trip failures after which the trip may have ended all the same: a lost answer, or a retry refused for that. */
const TRIP_END_UNKNOWN_CODES = new Set(["network_error", "no_active_trip"]);
/** When the member is read again after such a failure: at once, and once the server has surely answered. */
const TRIP_RECHECK_DELAYS_MS = [0, 5000];

/** Reads `read` at each of {@link TRIP_RECHECK_DELAYS_MS} and gives what it found to `found`; a failed read is let go. */
function recheckTrip<T>(read: () => Promise<T>, found: (value: T) => void) {
  for (const delay of TRIP_RECHECK_DELAYS_MS) {
    setTimeout(() => {
      void read()
        .then(found)
        .catch(() => undefined);
    }, delay);
  }
}

/**
 * Everything /mobility does, apart from drawing it: the map (loaded with maplibre in its own chunk), the
 * controller that loads vehicles and restriction areas, the drawer's state machine, the location watch with its
 * fallbacks, and the two writes (begin and end trip, each sent once).
 */
export function useMapScreen(
  container: React.RefObject<HTMLDivElement | null>,
  settings: MobilitySettings,
  ongoingTrip: MobilityTrip | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [drawer, dispatch] = useReducer(drawerReducer, ongoingTrip, initialDrawer);
  const [mapFailed, setMapFailed] = useState(false);
  const [status, setStatus] = useState<LoadStatus>({ vehiclesFailed: false, restrictionsFailed: false });
  const [nearby, setNearby] = useState<NearbyVehicle[] | null>(null);
  const [drawn, setDrawn] = useState({ vehicles: 0, groups: 0 });
  const [popup, setPopup] = useState<{ kind: RestrictionKind; element: HTMLElement } | null>(null);
  const location = useMemberLocation();
  const cached = useMemo(readMapPosition, []);
  // The list first, the canvas after: vehicles load at once through the list-only stand-in (so the drawer's list
  // fills while maplibre's chunk, a third of a megabyte, is still to come), and the real map takes over once the
  // first vehicles have answered, opening where the stand-in is by then (the member's place, the IP's or the
  // cached one) instead of flying there. Where maplibre cannot start (no WebGL) the stand-in stays.
  const [handover] = useState(() =>
    createHandoverView(createListOnlyView(cached ?? MAP_LIMITS.start, () => events.current.onMoveEnd())),
  );
  const view = handover.view;
  const controller = useRef<MapController | null>(null);
  const clusters = useRef<ClusterClient | null>(null);
  const latest = useRef({ drawer, position: location.position, view });
  const reserveReset = useRef<() => void>(() => undefined);
  latest.current = { drawer, position: location.position, view };

  async function select(vehicle: MapVehicle) {
    reserveReset.current();
    dispatch({ type: "select", vehicle, restricted: settings.restricted });
    latest.current.view.closePopup();
    latest.current.view.flyTo({ lat: vehicle.lat, lng: vehicle.lng, zoom: MAP_LIMITS.vehicleZoom });
    // F-097, S-12, issue 23: restricted mobility and prohibited providers never ask for the vehicle.
    if (!asksForDetail(vehicle, settings.restricted)) return;
    const query = {
      loc: vehicle.loc,
      providerId: vehicle.provider.id,
      type: vehicle.type,
      ...(vehicle.disambiguator ? { disambiguator: vehicle.disambiguator } : {}),
    };
    try {
      const detail = await queryClient.fetchQuery({ ...mobilityQueries.vehicle(api, query), staleTime: 0 });
      dispatch({ type: "detail-loaded", vehicleId: vehicle.id, detail });
    } catch (error) {
      dispatch({ type: "detail-failed", vehicleId: vehicle.id, error });
    }
  }

  // Issue 23: paying what the member owes (from the vehicle card) unblocks the ride: the vehicle is asked again.
  useAfterBalancePaid(() => {
    const shown = latest.current.drawer;
    if (shown.kind === "vehicle") void select(shown.vehicle);
    // The map's provider said the balance blocks it (no vehicle asked for yet): paid, the vehicle is asked for now,
    // and its detail says whether anything else still stands in the way.
    else if (shown.kind === "prohibited" && shown.reason.replace(/^errors\./, "") === CASH_BALANCE)
      void select({ ...shown.vehicle, provider: { ...shown.vehicle.provider, usageProhibitedReason: null } });
  });

  const events = useRef<MapViewEvents>(null as never);
  events.current = {
    onMoveEnd: () => {
      const camera = latest.current.view.camera();
      if (camera) writeMapPosition(camera);
      controller.current?.viewportChanged();
    },
    onVehicleTap: (id) => {
      if (latest.current.drawer.kind === "trip") return;
      void clusters.current
        ?.ask({ kind: "vehicle", id })
        .then(({ vehicle }) => vehicle && void select(vehicle));
    },
    onClusterTap: (clusterId, at) => {
      void clusters.current
        ?.ask({ kind: "expansion-zoom", clusterId })
        .then(({ zoom }) => latest.current.view.flyTo({ ...at, zoom }));
    },
    onRestrictionTap: (kind, at) => {
      const element = document.createElement("div");
      setPopup({ kind, element });
      latest.current.view.openPopup(at, element, () =>
        setPopup((open) => (open?.element === element ? null : open)),
      );
    },
    onEmptyTap: () => {
      latest.current.view.closePopup();
      dispatch({ type: "map-tapped" });
    },
  };

  const [mapShown, setMapShown] = useState(false);
  // Once the first vehicles have answered (or failed), the canvas is due, whatever later loads do.
  const [canvasDue, setCanvasDue] = useState(false);
  if (!canvasDue && (nearby !== null || status.vehiclesFailed)) setCanvasDue(true);
  useEffect(() => {
    const element = container.current;
    if (!element || !canvasDue || mapShown || mapFailed) return;
    let cancelled = false;
    let drawing: MapDrawing | undefined;
    const forward: MapViewEvents = {
      onMoveEnd: () => events.current.onMoveEnd(),
      onVehicleTap: (id) => events.current.onVehicleTap(id),
      onClusterTap: (id, at) => events.current.onClusterTap(id, at),
      onRestrictionTap: (kind, at) => events.current.onRestrictionTap(kind, at),
      onEmptyTap: () => events.current.onEmptyTap(),
    };
    void import("../view/maplibre-map.ts")
      .then(({ createMapView }) => {
        // The map starts with what the list's stand-in has drawn, so its first tiles hold it.
        drawing = handover.drawing();
        return createMapView(
          element,
          {
            camera: view.camera(),
            drawing,
            accessToken: settings.mapsAccessToken,
            reducedMotion: prefersReducedMotion(),
          },
          forward,
        );
      })
      .then(
        (made) => {
          if (cancelled) return made.destroy();
          handover.handOver(made, drawing);
          setMapShown(true);
          // The map shows more (or less) than the stand-in's screen: load and draw for what it shows.
          events.current.onMoveEnd();
        },
        (error: unknown) => {
          console.error("mobility: the map could not start", error);
          if (!cancelled) setMapFailed(true);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [container, canvasDue, mapShown, mapFailed, handover, view, settings.mapsAccessToken]);
  useEffect(() => () => view.destroy(), [view]);

  // Vehicles and restriction areas, kept fresh while the page is open (F-113: all stops on leaving).
  useEffect(() => {
    const client = createClusterClient(createClusterPort());
    clusters.current = client;
    // What is drawn is also said in words, for members who cannot see the canvas.
    const counted: MapView = {
      ...view,
      setPoints: (features) => {
        view.setPoints(features);
        const groups = features.filter((feature) => "cluster" in feature.properties).length;
        setDrawn({ vehicles: features.length - groups, groups });
      },
    };
    const made = createMapController({
      view: counted,
      clusters: client,
      fetchVehicles: (area, signal) => getMobilityMap(api, area, { signal }),
      fetchRestrictions: (area, signal) => getMapFeatures(api, area, { signal }),
      selectedId: () => selectedVehicle(latest.current.drawer)?.id ?? null,
      onRefreshed: (selectedPresent) => dispatch({ type: "vehicles-refreshed", selectedPresent }),
      onStatus: setStatus,
      onNearby: setNearby,
      nearbyFrom: () => {
        const from = latest.current.position ?? view.camera();
        return [from.lat, from.lng];
      },
    });
    controller.current = made;
    made.viewportChanged();
    return () => {
      made.destroy();
      controller.current = null;
      clusters.current = null;
    };
  }, [view, api]);

  // F-104: a trip stops vehicle loading and clears the map; after it they load again (F-107, F-108).
  const riding = drawer.kind === "trip";
  useEffect(() => {
    if (!controller.current) return;
    if (riding) controller.current.pause();
    else controller.current.start();
  }, [view, riding]);

  // The selected vehicle stands out on the map.
  const selected = selectedVehicle(drawer);
  useEffect(() => view.setSelected(selected), [view, selected]);

  // The member's dot and accuracy circle; the first fix centres the map at zoom ≥ 15 unless a vehicle is selected (F-109).
  const centred = useRef(false);
  useEffect(() => {
    view.setUser(location.position);
    if (!location.position || centred.current) return;
    centred.current = true;
    if (!selectedVehicle(latest.current.drawer)) {
      view.flyTo(around(location.position, view));
    }
    controller.current?.redraw();
  }, [view, location.position]);

  // F-104: the trip centres on the member.
  useEffect(() => {
    const position = latest.current.position;
    if (riding && position) view.flyTo(around(position, view));
  }, [riding, view]);

  // F-111: where location is denied, the browser's own instructions (F-112) and, without a cached position, the
  // IP's place at zoom 14 (E-12 when that fails).
  const userAgent = useQuery({ ...metaQueries.userAgent(api), enabled: location.denied });
  const ipLocation = useQuery({
    ...metaQueries.ipLocation(api),
    enabled: location.denied && !cached,
    retry: false,
  });
  useEffect(() => {
    if (ipLocation.data && !centred.current) {
      view.flyTo({ lat: ipLocation.data.lat, lng: ipLocation.data.lng, zoom: MAP_LIMITS.ipFallbackZoom });
    }
  }, [view, ipLocation.data]);

  const reserve = useAction({
    mutationFn: (input: { vehicle: MapVehicle; vehicleId: string; rateId: number }) =>
      // The map's provider id (program pricing id), not the vendor service's (contract §4.4).
      beginTrip(api, {
        providerId: input.vehicle.provider.id,
        vehicleId: input.vehicleId,
        rateId: input.rateId,
      }),
    onSuccess: (trip) => dispatch({ type: "trip-began", trip }),
    onError: (error) => {
      // A reserve whose answer never came (a timeout, a dropped connection) may still have begun the trip, and a
      // second tap is then refused with `ongoing_trip`: the member is read again, now and a little later, and a
      // trip found on them opens the trip card, so the member never rides unaware.
      if (!isApiError(error) || !TRIP_UNKNOWN_CODES.has(error.code)) return;
      recheckTrip(
        () => queryClient.fetchQuery({ ...meQueries.current(api), staleTime: 0 }),
        (member) => {
          if (member?.ongoingTrip && latest.current.drawer.kind !== "trip")
            dispatch({ type: "trip-began", trip: member.ongoingTrip });
        },
      );
    },
  });
  reserveReset.current = reserve.reset;
  const end = useAction({
    mutationFn: (place: Place) => endTrip(api, place),
    onSuccess: (trip) => dispatch({ type: "trip-ended", trip }),
    onError: (error) => {
      // An end whose answer never came (a timeout, a dropped connection) may still have ended the trip, and a second
      // tap is then refused with `no_active_trip`: the member's trips are read again, now and a little later, and
      // the trip found ended shows its summary and charge, so the member is never left on a ride that is over.
      const riding = latest.current.drawer;
      if (riding.kind !== "trip" || !isApiError(error) || !TRIP_END_UNKNOWN_CODES.has(error.code)) return;
      const tripId = riding.trip.id;
      recheckTrip(
        () => queryClient.fetchQuery({ ...mobilityQueries.tripPage(api, 1), staleTime: 0 }),
        (trips) => {
          const ended = trips.items.find((trip) => trip.id === tripId);
          const now = latest.current.drawer;
          if (!ended || trips.ongoing || now.kind !== "trip" || now.trip.id !== tripId) return;
          dispatch({ type: "trip-ended", trip: ended });
          // The member no longer has the trip (the dashboard reads it there).
          void queryClient.invalidateQueries({ queryKey: meQueries.current(api).queryKey });
        },
      );
    },
  });

  return {
    drawer,
    dispatch,
    view,
    /** Whether the real map is drawn (until then the list works on the stand-in). */
    mapShown,
    mapFailed,
    status,
    nearby,
    drawn,
    popup,
    location,
    helpUrl: userAgent,
    ipFailed: ipLocation.isError,
    select,
    reserve,
    end,
    endTrip: () => {
      const from = location.position ?? view.camera();
      if (from) end.submit({ lat: from.lat, lng: from.lng });
    },
    locate: () => {
      if (location.position) view.flyTo(around(location.position, view));
    },
    retryVehicles: () => controller.current?.retry(),
  };
}
