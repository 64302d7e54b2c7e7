import { useLingui } from "@lingui/react";
import type { MobilityTrip } from "@tandem/api-client/schemas";
import { Spinner } from "@tandem/ui/spinner";
import { useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { MapControls } from "./view/map-controls.tsx";
import { MapDrawer } from "./drawer/map-drawer.tsx";
import { mapMessages as m } from "./map-messages.ts";
import type { MobilitySettings } from "@tandem/page-kit";
import { RestrictionPopup } from "./view/restriction-popup.tsx";
import { useMapScreen } from "./screen/use-map-screen.ts";
import type { VehicleFeed } from "./screen/use-vehicle-feed.ts";

// The map fills the screen between the top bar and (on phones) the tab bar: it starts where the page's main area
// starts, and the page does not scroll behind it.
function useFullHeight(section: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = section.current;
    const main = element?.parentElement;
    if (!element || !main) return;
    // The page stops scrolling before the main area is measured: the layout that measuring forces is then the
    // one the frame would make anyway, not a second one.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const place = () =>
      element.style.setProperty("--mobility-top", `${main.getBoundingClientRect().top + window.scrollY}px`);
    place();
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("resize", place);
      root.style.overflow = overflow;
    };
  }, [section]);
}

/** Whether the map is loading or failed, and what failed to load lately (a quiet line over the map). */
function MapStatus({
  mapShown,
  mapFailed,
  feed,
}: {
  mapShown: boolean;
  mapFailed: boolean;
  feed: VehicleFeed;
}) {
  const { i18n } = useLingui();
  const { status } = feed;
  // A failed refresh keeps the vehicles shown; a failed first load has none to show.
  const stale = status.vehiclesFailed
    ? feed.nearby === null
      ? m.vehiclesFailed
      : m.vehiclesStale
    : status.restrictionsFailed
      ? m.restrictionsStale
      : null;
  return (
    <>
      {!mapShown && !mapFailed && (
        <p className="mobility-map__loading" role="status">
          <Spinner /> {i18n._(m.mapLoading)}
        </p>
      )}
      <div className="mobility-map__status" role="status">
        {mapFailed && <p className="mobility-map__pill">{i18n._(m.mapFailed)}</p>}
        {stale && <p className="mobility-map__pill">{i18n._(stale)}</p>}
      </div>
    </>
  );
}

/** The map page itself: map, status line, controls, restriction popups and the drawer. */
export function MapScreen({
  settings,
  ongoingTrip,
  title,
}: {
  settings: MobilitySettings;
  ongoingTrip: MobilityTrip | null | undefined;
  title: string;
}) {
  const { i18n } = useLingui();
  const section = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  useFullHeight(section);
  const { drawer, view, mapShown, mapFailed, feed, popup, place, select, trip } = useMapScreen(
    container,
    settings,
    ongoingTrip,
  );
  return (
    <section ref={section} className="mobility-map" aria-labelledby="mobility-title">
      <h1 id="mobility-title" className="tdm-visually-hidden">
        {title}
      </h1>
      <div
        ref={container}
        className="mobility-map__canvas"
        role="region"
        aria-label={i18n._(m.mapLabel)}
        aria-describedby="mobility-map-summary"
      />
      <p id="mobility-map-summary" className="tdm-visually-hidden">
        {i18n._({ ...m.mapSummary, values: feed.drawn })}
      </p>
      <MapStatus mapShown={mapShown} mapFailed={mapFailed} feed={feed} />
      {mapShown && (
        <MapControls
          onZoom={(delta) => view.zoomBy(delta)}
          onLocate={place.location.position && drawer.drawer.kind !== "trip" ? place.locate : null}
        />
      )}
      {popup && createPortal(<RestrictionPopup kind={popup.kind} />, popup.element)}
      <MapDrawer
        state={drawer.drawer}
        dispatch={drawer.dispatch}
        trip={trip}
        place={place}
        nearby={{
          vehicles: feed.nearby,
          failed: feed.status.vehiclesFailed,
          onSelect: (vehicle) => void select(vehicle),
          onRetry: feed.retry,
        }}
      />
    </section>
  );
}
