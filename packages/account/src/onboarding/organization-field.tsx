import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import type { UseFormReturn } from "react-hook-form";
import { ReferenceSelect } from "../forms/reference-select.tsx";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import { SIGNUP_FIELD_IDS, type SignupValues } from "./signup-schema.ts";
import { useOrganizationOptions } from "./signup-lists.ts";

/**
 * F-059, V-13: the member's organization, required, from the supported list plus "No affiliation" and
 * "Not listed", with the placeholder "Choose organization" that cannot be chosen.
 */
export function OrganizationField({
  form,
  error,
}: {
  form: UseFormReturn<SignupValues>;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  const organizations = useOrganizationOptions(useApiClient(), i18n);
  return (
    <ReferenceSelect
      id={SIGNUP_FIELD_IDS.organization}
      label={i18n._(m.organizationLabel)}
      hint={i18n._(m.organizationHint)}
      placeholder={i18n._(m.chooseOrganization)}
      list={organizations}
      failedMessage={i18n._(m.organizationsFailed)}
      error={error}
      {...form.register("organization")}
    />
  );
}
