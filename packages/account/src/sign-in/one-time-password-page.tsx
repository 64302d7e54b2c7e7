import { useLingui } from "@lingui/react";
import { failureMessage, PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { Button, buttonClassName } from "@tandem/ui/button";
import { CodeField, isCodeComplete } from "@tandem/ui/code-field";
import { Link, Navigate, useLocation } from "react-router";
import { signInMessages as m } from "./sign-in-messages.ts";
import { readSignInState, type SignInState } from "./sign-in-state.ts";
import { useCodeSignIn } from "./use-code-sign-in.ts";
import "../forms/form-page.css";
import "./sign-in.css";

/**
 * `/one-time-password` (R-06, F-047–F-055, D-01, D-22, D-29): six digit fields for the texted code. Verify is
 * enabled only with all six; a wrong code clears them and says why; a resend says where the new code went.
 * Without the phone from `/start` in navigation state, or with one left from an earlier sign-in (verified since, or
 * from before a sign-out), it goes back there (F-047), replacing that entry so the phone leaves the history.
 */
export function Component() {
  const state = readSignInState(useLocation().state);
  if (!state) return <Navigate to={paths.start()} replace />;
  return <CodeForm signIn={state} />;
}

function CodeForm({ signIn }: { signIn: SignInState }) {
  const { i18n } = useLingui();
  const title = usePageTitle(m.otpTitle);
  const { code, changeCode, resentTo, fields, verifyButton, complete, masked, verify, resend } =
    useCodeSignIn(signIn);
  const failure = verify.error ?? resend.error;
  return (
    <section className="form-page sign-in" aria-labelledby="otp-title">
      <h1 id="otp-title">{title}</h1>
      <p className="form-page__lead">{i18n._({ ...m.otpSentTo, values: { phone: masked } })}</p>
      {signIn.requiresTermsAgreement && <p className="sign-in__notice">{i18n._(m.termsAgain)}</p>}
      <form
        noValidate
        className="sign-in__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (isCodeComplete(code)) verify.submit(code);
        }}
      >
        <div ref={fields}>
          <CodeField
            label={i18n._(m.codeLabel)}
            value={code}
            onChange={changeCode}
            error={failure ? i18n._(failureMessage(failure)) : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to type the code (F-048)
            autoFocus
          />
        </div>
        <p className="sign-in__sent" role="status">
          {resentTo ? i18n._({ ...m.resent, values: { phone: resentTo } }) : ""}
        </p>
        <p className="sign-in__aside">
          <Button
            variant="link"
            className="sign-in__resend"
            loading={resend.isPending}
            onClick={() => resend.submit()}
          >
            {i18n._(m.resend)}
          </Button>
        </p>
        <div className="form-page__actions">
          <Link className={buttonClassName({ variant: "secondary", outline: true })} to={paths.start()}>
            {i18n._(m.back)}
          </Link>
          <Button ref={verifyButton} type="submit" disabled={!complete} loading={verify.isPending}>
            {i18n._(m.verify)}
          </Button>
        </div>
      </form>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
