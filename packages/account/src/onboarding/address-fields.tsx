import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import { TextField } from "@tandem/ui/text-field";
import { formatZipAsTyped } from "@tandem/validation";
import type { UseFormReturn } from "react-hook-form";
import { ReferenceSelect } from "../forms/reference-select.tsx";
import type { FieldErrors } from "../forms/use-field-errors.ts";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import { SIGNUP_FIELD_IDS as ids, type SignupValues } from "./signup-schema.ts";
import { useStateOptions } from "./signup-lists.ts";

/**
 * The home address (F-058, V-10–V-12) with the browser's address autofill: street, unit (optional), city, state
 * from the supported geographies, and a zip that keeps only digits, at most five, as it is typed.
 */
export function AddressFields({
  form,
  errors,
}: {
  form: UseFormReturn<SignupValues>;
  errors: FieldErrors<SignupValues>;
}) {
  const { i18n } = useLingui();
  const states = useStateOptions(useApiClient());
  return (
    <fieldset className="signup__address">
      <legend className="tdm-fieldset__legend">{i18n._(m.addressLegend)}</legend>
      <TextField
        id={ids.address1}
        label={i18n._(m.address1Label)}
        autoComplete="address-line1"
        error={errors.errorOf("address1")}
        {...form.register("address1")}
      />
      <TextField
        id={ids.address2}
        label={i18n._(m.address2Label)}
        optional
        autoComplete="address-line2"
        {...form.register("address2")}
      />
      <TextField
        id={ids.city}
        label={i18n._(m.cityLabel)}
        autoComplete="address-level2"
        error={errors.errorOf("city")}
        {...form.register("city")}
      />
      <ReferenceSelect
        id={ids.state}
        label={i18n._(m.stateLabel)}
        placeholder={i18n._(m.chooseState)}
        autoComplete="address-level1"
        list={states}
        failedMessage={i18n._(m.statesFailed)}
        error={errors.errorOf("state")}
        {...form.register("state")}
      />
      <ZipField form={form} errors={errors} />
    </fieldset>
  );
}

/** The zip: only digits, at most five, kept as it is typed (V-11). */
function ZipField({
  form,
  errors,
}: {
  form: UseFormReturn<SignupValues>;
  errors: FieldErrors<SignupValues>;
}) {
  const { i18n } = useLingui();
  const zip = form.register("zip");
  return (
    <TextField
      id={ids.zip}
      label={i18n._(m.zipLabel)}
      hint={i18n._(m.zipHint)}
      inputMode="numeric"
      autoComplete="postal-code"
      // V-11: the field allows 10 characters (ZIP+4 from autofill), what is typed keeps five digits.
      maxLength={10}
      className="signup__zip"
      error={errors.errorOf("zip")}
      {...zip}
      onChange={(event) => {
        event.target.value = formatZipAsTyped(event.target.value);
        void zip.onChange(event);
      }}
    />
  );
}
