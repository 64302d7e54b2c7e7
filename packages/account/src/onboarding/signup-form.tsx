import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { updateMe } from "@tandem/api-client";
import { useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { failureMessage, FIELD_VALIDATION, SUBMIT_KEEPS_FOCUS, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { TextField } from "@tandem/ui/text-field";
import { ZIP_MIN_LENGTH } from "@tandem/validation";
import { useEffect, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { useFieldErrors } from "../forms/use-field-errors.ts";
import { AddressFields } from "./address-fields.tsx";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import { OrganizationField } from "./organization-field.tsx";
import {
  emptySignup,
  SIGNUP_FIELD_IDS,
  signupSchema,
  toMemberUpdate,
  type SignupValues,
} from "./signup-schema.ts";

// The fields the error summary names and links, in form order.
const summaryFields = {
  name: { id: SIGNUP_FIELD_IDS.name, label: m.nameLabel },
  address1: { id: SIGNUP_FIELD_IDS.address1, label: m.address1Label },
  city: { id: SIGNUP_FIELD_IDS.city, label: m.cityLabel },
  state: { id: SIGNUP_FIELD_IDS.state, label: m.stateLabel },
  zip: { id: SIGNUP_FIELD_IDS.zip, label: m.zipLabel },
  organization: { id: SIGNUP_FIELD_IDS.organization, label: m.organizationLabel },
};

/**
 * The partner of a followed registration link (HEAD only), chosen and locked, until the member declines it and
 * chooses their own organisation, which joins nothing through the link: the sandbox joins only the organisation an
 * update names (its README, "Joining through a partner").
 */
function usePartner(form: UseFormReturn<SignupValues>, invited: string | undefined) {
  const [declined, setDeclined] = useState(false);
  const partner = declined ? undefined : invited;
  // The member can arrive after the form was made (defaults are read once): the partner's name follows it.
  useEffect(() => {
    if (partner) form.setValue("organization", partner);
  }, [form, partner]);
  // Declining takes the locked field away: focus goes to the list that replaces it, not back to the page's top.
  useEffect(() => {
    if (declined) form.setFocus("organization");
  }, [form, declined]);
  const decline = () => {
    setDeclined(true);
    form.setValue("organization", "");
  };
  return { partner, decline };
}

/**
 * The signup form (F-058–F-060): errors beside each field and summarised at the top with focus on the summary;
 * Submit sends `POST /me/update` once and opens the finish page; a failure shows inline and keeps every value.
 */
export function SignupForm() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  const { data: member } = useCurrentMember();
  const invited = member?.registrationLink?.organizationName;
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    // V-09; Submit keeps focus in the field when pressed (SUBMIT_KEEPS_FOCUS), so no error appears under the tap.
    ...FIELD_VALIDATION,
    shouldFocusError: false,
    // A followed registration link (HEAD only) chooses the organization: its partner's.
    defaultValues: { ...emptySignup(member?.name), organization: invited ?? "" },
  });
  const { partner, decline } = usePartner(form, invited);
  const errors = useFieldErrors(form, { fields: summaryFields, constraints: { zip: ZIP_MIN_LENGTH } });
  const save = useAction({
    mutationFn: (values: SignupValues) => updateMe(api, toMemberUpdate(values)),
    onSuccess: () => void navigate(paths.onboardingFinish()),
  });
  return (
    <form noValidate className="signup" onSubmit={(event) => void form.handleSubmit(save.submit)(event)}>
      <ErrorSummary items={errors.summary} focusKey={errors.submitCount} />
      <TextField
        id={SIGNUP_FIELD_IDS.name}
        label={i18n._(m.nameLabel)}
        autoComplete="name"
        error={errors.errorOf("name")}
        {...form.register("name")}
      />
      <AddressFields form={form} errors={errors} />
      <OrganizationField
        form={form}
        error={errors.errorOf("organization")}
        partner={partner}
        onDecline={decline}
      />
      <FormError>{save.error ? i18n._(failureMessage(save.error)) : null}</FormError>
      <div className="signup__actions">
        <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.onboarding()}>
          {i18n._(m.back)}
        </Link>
        <Button type="submit" {...SUBMIT_KEEPS_FOCUS} loading={save.isPending}>
          {i18n._(m.submit)}
        </Button>
      </div>
    </form>
  );
}
