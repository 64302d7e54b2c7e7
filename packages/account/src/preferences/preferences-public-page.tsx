import { useLingui } from "@lingui/react";
import { updatePublicPreferences } from "@tandem/api-client";
import { preferencesQueries, useApiClient } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { Alert } from "@tandem/ui/alert";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useRouteError, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { BadLinkView } from "./bad-link-view.tsx";
import { PreferencesForm } from "./preferences-form.tsx";
import { preferencesMessages as m } from "./preferences-messages.ts";
import { PreferencesOwner } from "./preferences-owner.tsx";
import type { SubscriptionChoices } from "./subscription-changes.ts";
import { isBadLink, tokenFrom } from "./public-preferences-token.ts";

/** `GET /preferences/public` with the link's token as `access_token` (A-55, D-12); no token, no call (S-15). */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  ({ request }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(
      preferencesQueries.public(apiClient, tokenFrom(new URL(request.url).searchParams)),
    );

/**
 * `/preferences-public?token=…` (R-35, F-192, S-15): the preferences form for whoever the link's token belongs to,
 * with no sign-in; their masked name and phone say whose they are. A save (`POST /preferences/public` with the
 * token and every change, D-13) replaces the form with the success message.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const title = usePageTitle(m.publicTitle);
  const token = tokenFrom(useSearchParams()[0]);
  const query = preferencesQueries.public(api, token);
  const { data } = useSuspenseQuery(query);
  const [saved, setSaved] = useState(false);
  const save = async (changes: SubscriptionChoices) => {
    const answer = await updatePublicPreferences(api, token, changes);
    queryClient.setQueryData(query.queryKey, answer);
    return answer.preferences.subscriptions;
  };
  return (
    <section className="preferences" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{title}</h1>
      {saved ? (
        <SavedMessage />
      ) : (
        <>
          <p className="preferences__lead">{i18n._(m.publicIntro)}</p>
          <PreferencesOwner owner={data} />
          <PreferencesForm
            // Another link opened in the same tab starts a form of its own.
            key={token}
            subscriptions={data.preferences.subscriptions}
            save={save}
            onSaved={() => setSaved(true)}
          />
        </>
      )}
    </section>
  );
}

// The form (and the Save button holding focus) goes away, so focus moves to the message that replaces it.
function SavedMessage() {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="preferences__outcome">
      <Alert variant="success" live>
        {i18n._(m.success)}
      </Alert>
    </div>
  );
}

/** A bad or missing token gets its own view with a way forward (D-12); other failures the usual one. */
export function ErrorBoundary() {
  return isBadLink(useRouteError()) ? <BadLinkView /> : <PageErrorBoundary />;
}
