import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { isApiError, startAuth } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import {
  failureMessage,
  FIELD_VALIDATION,
  fieldMessage,
  PageErrorBoundary,
  SUBMIT_KEEPS_FOCUS,
  useAction,
  usePageTitle,
} from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { Checkbox } from "@tandem/ui/checkbox";
import { FormError } from "@tandem/ui/form-error";
import { PhoneField } from "@tandem/ui/phone-field";
import { phoneSchema } from "@tandem/validation";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod/mini";
import { signInMessages as m } from "./sign-in-messages.ts";
import { beginSignIn, browserTimeZone } from "./sign-in-state.ts";
import { TermsLabel } from "./terms-label.tsx";
import "../forms/form-page.css";
import "./sign-in.css";

const startSchema = z.object({ phone: phoneSchema, terms: z.boolean() });
type StartValues = z.infer<typeof startSchema>;

// The number is sent with the browser's time zone and language; the code page opens with the phone.
function useStartAuth() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const navigate = useNavigate();
  return useAction({
    mutationFn: (phone: string) =>
      startAuth(api, { phone, timezone: browserTimeZone(), language: i18n.locale, termsAgreed: true }),
    onSuccess: ({ requiresTermsAgreement }, phone) => {
      void navigate(paths.oneTimePassword(), { state: beginSignIn(phone, requiresTermsAgreement) });
    },
    onError: (error) => {
      // E-08: a conflict means a session already exists (another tab signed in); a reload sorts it out.
      if (isApiError(error) && error.code === "auth_conflict") {
        console.error("Unexpected auth conflict");
        window.location.reload();
      }
    },
  });
}

/**
 * `/start` (R-05, F-043–F-046, D-22, D-23, D-27): the mobile number, formatted as typed, and the terms box;
 * Continue waits for the box (the hint says why) and for the answer, then opens the code page with the phone.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.startTitle);
  const form = useForm<StartValues>({
    resolver: zodResolver(startSchema),
    ...FIELD_VALIDATION,
    defaultValues: { phone: "", terms: false },
  });
  const agreed = useWatch({ control: form.control, name: "terms" });
  const start = useStartAuth();
  const phoneError = form.formState.errors.phone?.message;
  return (
    <section className="form-page sign-in" aria-labelledby="start-title">
      <h1 id="start-title">{title}</h1>
      <p className="form-page__lead">{i18n._(m.startIntro)}</p>
      <form
        noValidate
        className="sign-in__form"
        onSubmit={(event) => void form.handleSubmit(({ phone }) => start.submit(phone))(event)}
      >
        <PhoneField
          label={i18n._(m.phoneLabel)}
          hint={i18n._(m.phoneHint)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to type the number (F-043)
          autoFocus
          error={phoneError ? i18n._(fieldMessage(phoneError)) : undefined}
          {...form.register("phone")}
        />
        <p className="sign-in__aside">
          <Link to={paths.regainAccountAccess()}>{i18n._(m.changedPhone)}</Link>
        </p>
        <Checkbox
          id="start-terms"
          label={<TermsLabel />}
          hint={agreed ? undefined : i18n._(m.termsNeeded)}
          {...form.register("terms")}
        />
        <FormError>{start.error ? i18n._(failureMessage(start.error)) : null}</FormError>
        <div className="form-page__actions">
          <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.welcome()}>
            {i18n._(m.back)}
          </Link>
          <Button
            type="submit"
            {...SUBMIT_KEEPS_FOCUS}
            disabled={!agreed}
            loading={start.isPending}
            aria-describedby={agreed ? undefined : "start-terms-hint"}
          >
            {i18n._(m.continue)}
          </Button>
        </div>
      </form>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
