import { useLingui } from "@lingui/react";
import { updatePreferences } from "@tandem/api-client";
import { meQueries, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { Alert } from "@tandem/ui/alert";
import { useEffect, useRef, useState } from "react";
import { PreferencesForm } from "./preferences-form.tsx";
import { preferencesMessages as m } from "./preferences-messages.ts";
import type { SubscriptionChoices } from "./subscription-changes.ts";

/** The member is what the guard already asked for (D-07), so this only reads the cache. */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(meQueries.current(apiClient));

/**
 * `/preferences` (R-34, F-189–F-191, A-56): the signed-in member's subscriptions, onboarded or not (D-07). Save
 * sends every change in one `POST /preferences` (D-13); the answer replaces the member, and a success alert that
 * can be closed shows under the form.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const { data: member } = useCurrentMember();
  const [saved, setSaved] = useState(false);
  const save = async (changes: SubscriptionChoices) => {
    setSaved(false);
    // updatePreferences stores the answered member, which refreshes ["me"] and every page reading it (F-191).
    return (await updatePreferences(api, changes)).preferences.subscriptions;
  };
  return (
    <section className="preferences" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{title}</h1>
      <p className="preferences__lead">{i18n._(m.intro)}</p>
      {member && (
        <PreferencesForm
          subscriptions={member.preferences.subscriptions}
          save={save}
          onSaved={() => setSaved(true)}
        >
          <SavedAlert shown={saved} onDismiss={() => setSaved(false)} />
        </PreferencesForm>
      )}
    </section>
  );
}

// F-191: the dismissible success alert under the form, scrolled into view on a phone (clear of the tab bar).
function SavedAlert({ shown, onDismiss }: { shown: boolean; onDismiss: () => void }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom (the page tests) has no scrollIntoView.
    if (shown) box.current?.scrollIntoView?.({ block: "nearest" });
  }, [shown]);
  return (
    // Focus stays here when the alert closes, so the next Tab goes on from where the member was.
    <div ref={box} tabIndex={-1} className="preferences__outcome">
      {shown && (
        <Alert
          variant="success"
          live
          onDismiss={() => {
            box.current?.focus();
            onDismiss();
          }}
        >
          {i18n._(m.success)}
        </Alert>
      )}
    </div>
  );
}

export const ErrorBoundary = PageErrorBoundary;
