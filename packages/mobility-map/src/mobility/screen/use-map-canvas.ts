import { useEffect, useState } from "react";
import { MAP_LIMITS } from "../../core/map-constants.ts";
import { createListOnlyView } from "../list/list-only-view.ts";
import { createHandoverView, type HandoverView } from "../view/handover-view.ts";
import type { MapPosition } from "../view/map-position.ts";
import type { MapDrawing, MapViewEvents } from "../view/map-view.ts";

/** The screen's map events, as they are at the latest render. */
export interface EventsRef {
  readonly current: MapViewEvents;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Every event of the map, passed on to the latest handlers. */
const forwardTo = (events: EventsRef): MapViewEvents => ({
  onMoveEnd: () => events.current.onMoveEnd(),
  onVehicleTap: (id) => events.current.onVehicleTap(id),
  onClusterTap: (id, at) => events.current.onClusterTap(id, at),
  onRestrictionTap: (kind, at) => events.current.onRestrictionTap(kind, at),
  onEmptyTap: () => events.current.onEmptyTap(),
});

/**
 * The list first, the canvas after: the page's map starts as the list-only stand-in at the cached place (or the
 * start), for the area the map will show in `container`, so vehicles load at once and the drawer's list fills while maplibre's chunk (a third of a megabyte) is
 * still to come. {@link useMapCanvas} hands it over to the real map. Leaving the page destroys whichever it is.
 */
export function useListFirstView(
  cached: MapPosition | null,
  events: EventsRef,
  container: React.RefObject<HTMLDivElement | null>,
): HandoverView {
  const [handover] = useState(() => {
    const size = () => {
      const element = container.current;
      return element ? { width: element.clientWidth, height: element.clientHeight } : null;
    };
    return createHandoverView(
      createListOnlyView(cached ?? MAP_LIMITS.start, () => events.current.onMoveEnd(), size),
    );
  });
  const { view } = handover;
  useEffect(() => () => view.destroy(), [view]);
  return handover;
}

/** When and how the real map starts. */
export interface MapCanvasOptions {
  /** Whether the canvas is due: once the first vehicles have answered (or failed), whatever later loads do. */
  due: boolean;
  accessToken: string | undefined;
  events: EventsRef;
}

/**
 * The real map (maplibre, loaded in its own chunk) in `container` once it is due, opening where the stand-in is by
 * then (the member's place, the IP's or the cached one) instead of flying there, with what the stand-in has drawn.
 * Where maplibre cannot start (no WebGL) the stand-in stays and `mapFailed` says so.
 */
export function useMapCanvas(
  container: React.RefObject<HTMLDivElement | null>,
  handover: HandoverView,
  { due, accessToken, events }: MapCanvasOptions,
) {
  const [mapShown, setMapShown] = useState(false);
  const [mapFailed, setMapFailed] = useState(false);
  const { view } = handover;
  useEffect(() => {
    const element = container.current;
    if (!element || !due || mapShown || mapFailed) return;
    let cancelled = false;
    let drawing: MapDrawing | undefined;
    void import("../view/maplibre-map.ts")
      .then(({ createMapView }) => {
        // The map starts with what the list's stand-in has drawn, so its first tiles hold it.
        drawing = handover.drawing();
        const options = {
          camera: view.camera(),
          drawing,
          accessToken,
          reducedMotion: prefersReducedMotion(),
        };
        return createMapView(element, options, forwardTo(events));
      })
      .then(
        (made) => {
          if (cancelled) return made.destroy();
          const moved = handover.handOver(made, drawing);
          setMapShown(true);
          // Where the map shows another area than the stand-in loaded for (its container changed size), load and
          // draw for what it shows; otherwise it already has it all.
          if (moved) events.current.onMoveEnd();
        },
        (error: unknown) => {
          console.error("mobility: the map could not start", error);
          if (!cancelled) setMapFailed(true);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [container, due, mapShown, mapFailed, handover, view, accessToken, events]);
  return { mapShown, mapFailed };
}
