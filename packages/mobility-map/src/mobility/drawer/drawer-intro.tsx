import { useLingui } from "@lingui/react";
import { errorMessage, mobilityMessages } from "@tandem/i18n";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import type { NearbyVehicle } from "../../core/cluster-protocol.ts";
import { VehicleList } from "../list/vehicle-list.tsx";
import { mapMessages as m } from "../map-messages.ts";
import type { MemberPlace } from "../screen/use-member-place.ts";
import { locationHelpUrl as locationHelp } from "./location-help.ts";

// The instructions' words do not depend on their link's address: any address sizes them.
const SIZING_URL = "https://example.com/";

/** The nearby vehicles as the drawer lists them. */
export interface NearbyList {
  /** Nearest first; null while none has loaded yet. */
  vehicles: NearbyVehicle[] | null;
  failed: boolean;
  onSelect: (vehicle: NearbyVehicle) => void;
  onRetry: () => void;
}

/** What the intro shows of the member's place: whether location is denied, the browser's help, the IP's failure. */
export type IntroPlace = Pick<MemberPlace, "location" | "helpUrl" | "ipFailed">;

interface IntroProps {
  place: IntroPlace;
  nearby: NearbyList;
  listOpen: boolean;
  onToggleList: () => void;
}

/** The intro (F-082): how it works, location notices (F-111, E-12), and the nearby vehicles as a list. */
export function Intro({ place, nearby, listOpen, onToggleList }: IntroProps) {
  const { i18n } = useLingui();
  const help = place.helpUrl.data;
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
        {place.location.denied ? denied(helpUrl) : intro}
        <div className="mobility-intro__sizer" aria-hidden="true">
          {intro}
          {denied(null, false)}
          {denied(SIZING_URL, false)}
        </div>
      </div>
      {place.ipFailed && <p className="mobility-card__notice">{i18n._(errorMessage("unhandled_error"))}</p>}
      <Button variant="secondary" outline block aria-expanded={listOpen} onClick={onToggleList}>
        {i18n._(listOpen ? m.hideList : m.showList)}
      </Button>
      {listOpen && (
        <section className="mobility-intro__list" aria-label={i18n._(m.listTitle)}>
          <h3 className="mobility-intro__list-title">{i18n._(m.listTitle)}</h3>
          <VehicleList
            vehicles={nearby.vehicles}
            onSelect={nearby.onSelect}
            failed={nearby.failed}
            onRetry={nearby.onRetry}
          />
        </section>
      )}
    </div>
  );
}
