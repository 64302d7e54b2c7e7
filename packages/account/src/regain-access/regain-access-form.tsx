import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { requestAccountAccess } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import { failureMessage, FIELD_VALIDATION, SUBMIT_KEEPS_FOCUS, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { PhoneField } from "@tandem/ui/phone-field";
import { TextField } from "@tandem/ui/text-field";
import { phoneSchema, requiredSchema } from "@tandem/validation";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod/mini";
import { useFieldErrors } from "../forms/use-field-errors.ts";
import { regainAccessMessages as m } from "./regain-access-messages.ts";

// V-08: all three required; both phones by the standard pattern.
const regainSchema = z.object({
  name: requiredSchema,
  currentPhone: phoneSchema,
  previousPhone: phoneSchema,
});
type RegainValues = z.infer<typeof regainSchema>;
// The fields the error summary names and links, in form order.
const fields = {
  name: { id: "regain-name", label: m.nameLabel },
  currentPhone: { id: "regain-current-phone", label: m.currentPhoneLabel },
  previousPhone: { id: "regain-previous-phone", label: m.previousPhoneLabel },
};

// The request, once per tap; success replaces the page with the thank-you page.
function useSendRequest() {
  const api = useApiClient();
  const navigate = useNavigate();
  const submitButton = useRef<HTMLButtonElement>(null);
  const send = useAction({
    mutationFn: (values: RegainValues) => requestAccountAccess(api, { ...values, name: values.name.trim() }),
    onSuccess: () => void navigate(paths.regainAccountAccessSuccess(), { replace: true }),
  });
  // The disabled fieldset dropped focus while sending; after a failure it returns to where the member was.
  useEffect(() => {
    if (send.error) submitButton.current?.focus();
  }, [send.error]);
  return { send, submitButton };
}

/**
 * The regain-access form (F-056, V-08, A-17): name, current and previous phone (formatted as typed). While the
 * request runs every field and the button are disabled; success replaces the page with the thank-you page (Back
 * never returns to the filled form); a failure shows inline, re-enables the form, keeps the values and puts focus
 * back on Send.
 */
export function RegainAccessForm() {
  const { i18n } = useLingui();
  const form = useForm<RegainValues>({
    resolver: zodResolver(regainSchema),
    // V-09; Submit keeps focus in the field when pressed (SUBMIT_KEEPS_FOCUS), so no error appears under the tap.
    ...FIELD_VALIDATION,
    shouldFocusError: false,
    defaultValues: { name: "", currentPhone: "", previousPhone: "" },
  });
  const errors = useFieldErrors(form, { fields });
  const { send, submitButton } = useSendRequest();
  return (
    <>
      <ErrorSummary items={errors.summary} focusKey={errors.submitCount} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(send.submit)(event)}>
        <fieldset className="regain-access__fields" disabled={send.isPending}>
          <TextField
            id={fields.name.id}
            label={i18n._(m.nameLabel)}
            autoComplete="name"
            error={errors.errorOf("name")}
            {...form.register("name")}
          />
          <PhoneField
            id={fields.currentPhone.id}
            label={i18n._(m.currentPhoneLabel)}
            hint={i18n._(m.currentPhoneHint)}
            error={errors.errorOf("currentPhone")}
            {...form.register("currentPhone")}
          />
          <PhoneField
            id={fields.previousPhone.id}
            label={i18n._(m.previousPhoneLabel)}
            hint={i18n._(m.previousPhoneHint)}
            autoComplete="off"
            error={errors.errorOf("previousPhone")}
            {...form.register("previousPhone")}
          />
          <FormError>{send.error ? i18n._(failureMessage(send.error)) : null}</FormError>
          <div className="form-page__actions">
            <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.start()}>
              {i18n._(m.back)}
            </Link>
            <Button ref={submitButton} type="submit" {...SUBMIT_KEEPS_FOCUS} loading={send.isPending}>
              {i18n._(m.submit)}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
