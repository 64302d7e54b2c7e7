import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { joinContactList } from "@tandem/api-client";
import { metaQueries, useApiClient } from "@tandem/api-client/react";
import {
  failureMessage,
  FIELD_VALIDATION,
  PageErrorBoundary,
  type RouteContext,
  useAction,
  usePageTitle,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { ContactListLinks } from "./contact-list-links.tsx";
import { ContactListForm } from "./contact-list-form.tsx";
import { browserTimeZone, contactListSchema, type ContactListValues } from "./contact-list-form-values.ts";
import { contactListMessages as m } from "./contact-list-messages.ts";
import "./contact-list.css";

/** The organizations the form offers (A-03 family); a failed load shows the error view with Try again. */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  () =>
    queryClient.ensureQueryData(metaQueries.organizations(apiClient));

/**
 * `/contact-list/add` (R-14, F-077–F-080, V-14, V-15, D-20, D-23, D-33): the sign-up form. It sends the member's
 * answers with the language, time zone and event, then opens the thank-you page carrying the event; a failure
 * shows inline and keeps everything typed.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const title = usePageTitle(m.addTitle);
  const eventName = useSearchParams()[0].get("eventName") ?? undefined;
  const { data } = useSuspenseQuery(metaQueries.organizations(api));
  const form = useForm<ContactListValues>({
    resolver: zodResolver(contactListSchema),
    ...FIELD_VALIDATION,
    // The error summary takes focus after a failed submit (GOV.UK), not the first field.
    shouldFocusError: false,
    defaultValues: { name: "", phone: "", channel: "", organizationName: "", agreed: false },
  });
  const join = useAction({
    mutationFn: ({ agreed: _, ...answers }: ContactListValues) =>
      joinContactList(api, { ...answers, eventName, language: i18n.locale, timezone: browserTimeZone() }),
    onSuccess: () => void navigate(paths.contactListSuccess({ search: { eventName } })),
  });
  return (
    <section className="contact-list" aria-labelledby="contact-list-title">
      <h1 id="contact-list-title">{title}</h1>
      <p className="contact-list__lead">{i18n._(m.addIntro)}</p>
      {eventName ? (
        <p className="contact-list__event">{i18n._({ ...m.eventLabel, values: { eventName } })}</p>
      ) : null}
      <ContactListForm
        form={form}
        organizations={data.items.map(({ name }) => name)}
        onSubmit={join.submit}
        pending={join.isPending}
        failure={join.error ? i18n._(failureMessage(join.error)) : null}
        backTo={paths.contactList({ search: { eventName } })}
      />
      <ContactListLinks />
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
