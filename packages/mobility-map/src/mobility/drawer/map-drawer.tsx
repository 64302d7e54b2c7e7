import { useLingui } from "@lingui/react";
import { errorMessage, mobilityMessages } from "@tandem/i18n";
import { failureMessage } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { Drawer } from "@tandem/ui/drawer";
import { Markdown } from "@tandem/ui/markdown";
import { Spinner } from "@tandem/ui/spinner";
import { useEffect, useRef, useState } from "react";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import type { DrawerState } from "../../core/drawer-machine.ts";
import { locationHelpUrl as locationHelp } from "./location-help.ts";
import { mapMessages as m } from "../map-messages.ts";
import { ProhibitedCard } from "./prohibited-card.tsx";
import { TripCard } from "./trip-card.tsx";
import { TripSummary } from "./trip-summary.tsx";
import type { useMapScreen } from "../screen/use-map-screen.ts";
import { VehicleCard } from "./vehicle-card.tsx";
import { VehicleList } from "../list/vehicle-list.tsx";

type Screen = ReturnType<typeof useMapScreen>;

const LABELS = {
  intro: m.drawerIntro,
  loading: m.drawerVehicle,
  vehicle: m.drawerVehicle,
  unavailable: m.drawerVehicle,
  prohibited: m.drawerVehicle,
  failed: m.drawerError,
  trip: m.drawerTrip,
  ended: m.drawerSummary,
} as const;

// The instructions' words do not depend on their link's address: any address sizes them.
const SIZING_URL = "https://example.com/";

/** The intro (F-082): how it works, location notices (F-111, E-12), and the nearby vehicles as a list. */
function Intro({
  screen,
  listOpen,
  onToggleList,
}: {
  screen: Screen;
  listOpen: boolean;
  onToggleList: () => void;
}) {
  const { i18n } = useLingui();
  const help = screen.helpUrl.data;
  const helpUrl = help ? locationHelp(help) : null;
  const deniedText = (url: string | null) =>
    url
      ? i18n._({ ...mobilityMessages.location_permissions_denied_instructions, values: { helpUrl: url } })
      : i18n._(mobilityMessages.location_permissions_denied);
  const denied = (url: string | null, shown = true) => (
    <div className="mobility-card__notice" role={shown ? "status" : undefined}>
      <Markdown text={deniedText(url)} />
    </div>
  );
  const intro = <Markdown className="mobility-intro__text" text={i18n._(mobilityMessages.intro)} />;
  return (
    <div className="mobility-intro">
      {/* Whether location is denied is known only after the page shows: the place keeps the size of the tallest of
          its messages (drawn hidden beneath), so the drawer never jumps when the notice replaces the intro. */}
      <div className="mobility-intro__message">
        {screen.location.denied ? denied(helpUrl) : intro}
        <div className="mobility-intro__sizer" aria-hidden="true">
          {intro}
          {denied(null, false)}
          {denied(SIZING_URL, false)}
        </div>
      </div>
      {screen.ipFailed && <p className="mobility-card__notice">{i18n._(errorMessage("unhandled_error"))}</p>}
      <Button variant="secondary" outline block aria-expanded={listOpen} onClick={onToggleList}>
        {i18n._(listOpen ? m.hideList : m.showList)}
      </Button>
      {listOpen && (
        <section className="mobility-intro__list" aria-label={i18n._(m.listTitle)}>
          <h3 className="mobility-intro__list-title">{i18n._(m.listTitle)}</h3>
          <VehicleList
            vehicles={screen.nearby}
            onSelect={(vehicle: NearbyVehicle) => void screen.select(vehicle)}
            failed={screen.status.vehiclesFailed}
            onRetry={screen.retryVehicles}
          />
        </section>
      )}
    </div>
  );
}

function Content({
  screen,
  state,
  ...list
}: {
  screen: Screen;
  state: DrawerState;
  listOpen: boolean;
  onToggleList: () => void;
}) {
  const { i18n } = useLingui();
  switch (state.kind) {
    case "intro":
      return <Intro screen={screen} {...list} />;
    case "loading":
      return (
        <p className="mobility-list__status" role="status">
          <Spinner size="sm" /> {i18n._(m.loadingVehicle)}
        </p>
      );
    case "vehicle":
      return (
        <VehicleCard
          vehicle={state.vehicle}
          detail={state.detail}
          reserving={screen.reserve.isPending}
          reserveError={screen.reserve.error}
          onReserve={() =>
            screen.reserve.submit({
              vehicle: state.vehicle,
              vehicleId: state.detail.vehicleId,
              rateId: state.detail.rate.id,
            })
          }
        />
      );
    case "unavailable":
      return <p className="mobility-card__notice">{i18n._(errorMessage("mobility_coming_soon"))}</p>;
    case "prohibited":
      return <ProhibitedCard vehicle={state.vehicle} reason={state.reason} />;
    case "failed":
      return <p className="mobility-card__notice">{i18n._(failureMessage(state.error))}</p>;
    case "trip":
      return (
        <TripCard
          trip={state.trip}
          locating={!screen.location.position && !screen.location.denied}
          endsAtMapCentre={!screen.location.position}
          ending={screen.end.isPending}
          endError={screen.end.error}
          onEnd={screen.endTrip}
        />
      );
    case "ended":
      return <TripSummary trip={state.trip} onClose={() => screen.dispatch({ type: "summary-closed" })} />;
  }
}

/**
 * The map's drawer (F-082): a non-modal dialog showing exactly one state. When what it shows changes, focus moves
 * to it (so a screen reader reads the new card); back on the intro, focus returns to the list's vehicle that
 * opened the card when it is still listed. Escape or Close clears a selection.
 */
export function MapDrawer({ screen }: { screen: Screen }) {
  const { i18n } = useLingui();
  const state = screen.drawer;
  const element = useRef<HTMLElement>(null);
  const [listOpen, setListOpen] = useState(false);
  const lastListed = useRef<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (state.kind === "loading" || state.kind === "unavailable" || state.kind === "prohibited")
      lastListed.current = state.vehicle.id;
  }, [state]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const drawer = element.current;
    if (!drawer) return;
    if (state.kind !== "intro") return drawer.focus();
    const inside = drawer.contains(document.activeElement) || document.activeElement === document.body;
    if (!inside) return;
    const back = lastListed.current
      ? drawer.querySelector<HTMLElement>(`[data-vehicle-id="${CSS.escape(lastListed.current)}"]`)
      : null;
    (back ?? drawer).focus();
  }, [state.kind]);
  const close =
    state.kind === "ended"
      ? () => screen.dispatch({ type: "summary-closed" })
      : state.kind === "intro" || state.kind === "trip"
        ? undefined
        : () => screen.dispatch({ type: "map-tapped" });
  const title =
    state.kind === "vehicle"
      ? state.detail.vendorService.name
      : state.kind === "prohibited"
        ? state.vehicle.provider.name
        : state.kind === "intro"
          ? undefined
          : i18n._(LABELS[state.kind]);
  return (
    <Drawer
      open
      dialog
      placement="contained"
      ref={element}
      label={i18n._(LABELS[state.kind])}
      {...(title ? { title } : {})}
      {...(close ? { onClose: close } : {})}
    >
      <Content
        screen={screen}
        state={state}
        listOpen={listOpen}
        onToggleList={() => setListOpen((open) => !open)}
      />
    </Drawer>
  );
}
