import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import { Button } from "@tandem/ui/button";
import { TextField } from "@tandem/ui/text-field";
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
  partner,
  onDecline,
}: {
  form: UseFormReturn<SignupValues>;
  error: string | undefined;
  /** The organisation of a registration link the member followed (HEAD only): chosen for them and locked. */
  partner?: string | null | undefined;
  /** The member says they are not with `partner`: the list is offered instead. */
  onDecline?: (() => void) | undefined;
}) {
  if (partner) return <PartnerOrganizationField form={form} partner={partner} onDecline={onDecline} />;
  return <OrganizationList form={form} error={error} />;
}

// The partner's name in a read-only field: still a labelled part of the form (read, and sent), never editable;
// a member the link does not fit (a shared phone, a link followed by mistake) declines it and chooses their own.
function PartnerOrganizationField({
  form,
  partner,
  onDecline,
}: {
  form: UseFormReturn<SignupValues>;
  partner: string;
  onDecline: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <div className="signup__partner">
      <TextField
        id={SIGNUP_FIELD_IDS.organization}
        label={i18n._(m.organizationLabel)}
        hint={i18n._({ ...m.partnerOrganizationHint, values: { organization: partner } })}
        readOnly
        {...form.register("organization")}
      />
      {onDecline && (
        <Button variant="link" onClick={onDecline}>
          {i18n._({ ...m.declinePartner, values: { organization: partner } })}
        </Button>
      )}
    </div>
  );
}

function OrganizationList({ form, error }: { form: UseFormReturn<SignupValues>; error: string | undefined }) {
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
