import "./mobility.css";
import { meQueries, useCurrentMember } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext, type RouteModule } from "@tandem/page-kit";
import { MapScreen } from "./map-screen.tsx";
import { mapMessages as m } from "./map-messages.ts";
import type { MobilitySettings } from "./mobility-settings.ts";
import { MobilityWaitlist } from "./mobility-waitlist.tsx";

export type { MobilitySettings } from "./mobility-settings.ts";

/** The member is what the guard already asked for (D-07); an ongoing trip on it opens the trip card (F-105). */
const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(meQueries.current(apiClient));

/**
 * The `/mobility` route module, given the flags and token the shell reads from its configuration: the map
 * with its drawer when mobility is on, the waitlist when it is off (D-02). maplibre-gl, supercluster and the
 * clustering worker load only with the map.
 * @example page(at.mobility, async () => (await import("@tandem/mobility-map/mobility-page")).mobilityRoute(settings), "mobility")
 */
export function mobilityRoute(settings: MobilitySettings): RouteModule {
  function Component() {
    const title = usePageTitle(m.title);
    const { data: member } = useCurrentMember();
    if (!settings.enabled) return <MobilityWaitlist title={title} />;
    return <MapScreen settings={settings} ongoingTrip={member?.ongoingTrip} title={title} />;
  }
  return { loader, Component, ErrorBoundary: PageErrorBoundary };
}
