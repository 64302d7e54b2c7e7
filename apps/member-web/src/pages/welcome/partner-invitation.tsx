import { registrationLinkQueries, useApiClient } from "@tandem/api-client/react";
import { readStored, writeStored } from "@tandem/page-kit";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";

// When this browser last saw a registration link's invitation (ms). The code behind it lasts an hour, so a later
// visit within the hour asks for it again, and any other visitor's welcome page asks nothing (no `GET /me`).
const SEEN_KEY = "partner-invitation";
const CODE_LIFETIME_MS = 60 * 60 * 1000;

// The card renders markdown: its own chunk, loaded only for a browser that has an invitation.
const InvitationCard = lazy(() =>
  import("./partner-invitation-card.tsx").then(({ InvitationCard }) => ({ default: InvitationCard })),
);

/** When this browser saw an invitation, if it still may be valid; null otherwise (and while prerendering). */
function seenWithinTheHour(): number | null {
  if (typeof window === "undefined") return null;
  const seenAt = readStored<unknown>("local", SEEN_KEY, null);
  return typeof seenAt === "number" && Date.now() - seenAt < CODE_LIFETIME_MS ? seenAt : null;
}

/**
 * The invitation of a registration link this browser followed (HEAD only), on the welcome page: the organisation
 * and its intro. Known from the 401 of the `GET /me` that the partner signup page sent on the way here, or asked
 * again when this browser saw one within the code's hour.
 */
export function PartnerInvitation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [seenAt] = useState(seenWithinTheHour);
  const recent = seenAt !== null;
  const known = queryClient.getQueryData(registrationLinkQueries.keys.all) !== undefined;
  const { data: link } = useQuery({ ...registrationLinkQueries.current(api), enabled: known || recent });
  useEffect(() => {
    if (link && !recent) writeStored("local", SEEN_KEY, Date.now());
    else if (link === null) writeStored("local", SEEN_KEY, undefined);
  }, [link, recent]);
  if (!link) return null;
  return (
    <Suspense fallback={null}>
      <InvitationCard link={link} />
    </Suspense>
  );
}
