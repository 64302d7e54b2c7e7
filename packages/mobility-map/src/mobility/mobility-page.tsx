import "./mobility.css";
import { meQueries, useCurrentMember } from "@tandem/api-client/react";
import {
  defaultPageSettings,
  PageErrorBoundary,
  usePageTitle,
  type MobilitySettings,
  type RouteContext,
} from "@tandem/page-kit";
import { preloadWaitlistSurvey } from "@tandem/surveys/waitlist-survey-on-demand";
import { useLoaderData } from "react-router";
import { MapScreen } from "./map-screen.tsx";
import { mapMessages as m } from "./map-messages.ts";
import { MobilityWaitlist } from "./mobility-waitlist.tsx";

/**
 * The member is what the guard already asked for (D-07); an ongoing trip on it opens the trip card (F-105). Gives
 * the page the deployment's mobility flags and maps token (D-02).
 */
export const loader =
  ({ queryClient, apiClient, settings }: RouteContext) =>
  async (): Promise<MobilitySettings> => {
    const mobility = settings?.mobility ?? defaultPageSettings.mobility;
    // With mobility off the page is the waitlist survey, whose form is fetched only then, with the page.
    await Promise.all([
      queryClient.ensureQueryData(meQueries.current(apiClient)),
      mobility.enabled ? undefined : preloadWaitlistSurvey(),
    ]);
    return mobility;
  };

/**
 * `/mobility`: the map with its drawer when mobility is on, the waitlist when it is off (D-02). maplibre-gl,
 * supercluster and the clustering worker load only with the map.
 */
export function Component() {
  const settings = useLoaderData<MobilitySettings>();
  const title = usePageTitle(m.title);
  const { data: member } = useCurrentMember();
  if (!settings.enabled) return <MobilityWaitlist title={title} />;
  return <MapScreen settings={settings} ongoingTrip={member?.ongoingTrip} title={title} />;
}

export const ErrorBoundary = PageErrorBoundary;
