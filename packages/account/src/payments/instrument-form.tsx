import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { SUBMIT_KEEPS_FOCUS } from "@tandem/page-kit";
import { Button } from "@tandem/ui/button";
import { ErrorSummary } from "@tandem/ui/error-summary";
import { FormError } from "@tandem/ui/form-error";
import { ScreenLoader } from "@tandem/ui/screen-loader";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { LinkUnconfirmed } from "./instrument-write.ts";
import { paymentsMessages as pm } from "./payments-messages.ts";
import type { InstrumentForm } from "./use-instrument-form.ts";

interface InstrumentFormFrameProps<In extends FieldValues, Out> {
  scaffold: InstrumentForm<In, Out>;
  /** The failed write's line, when it is not the lost answer. */
  failureText: (error: unknown) => string;
  submitLabel: MessageDescriptor;
  /** Back, beside the submit button. */
  back: ReactNode;
  /** The fields, in form order. */
  children: ReactNode;
}

/**
 * The frame of the add-card and link-bank-account forms: the error summary, the fields (locked while sending),
 * the error line (a lost answer reads as such, B-05, B-06), back beside submit, and the full-screen loader while
 * the write is under way.
 */
export function InstrumentFormFrame<In extends FieldValues, Out>(props: InstrumentFormFrameProps<In, Out>) {
  const { scaffold, failureText, submitLabel, back, children } = props;
  const { i18n } = useLingui();
  const { action, errors, submitButton, onSubmit } = scaffold;
  return (
    <>
      <ErrorSummary items={errors.summary} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="payment-form__fields" disabled={action.isPending}>
          {children}
          <FormError>
            {action.error instanceof LinkUnconfirmed
              ? i18n._(pm.unconfirmed)
              : action.error
                ? failureText(action.error)
                : null}
          </FormError>
          <div className="payment-form__actions">
            {back}
            <Button ref={submitButton} type="submit" {...SUBMIT_KEEPS_FOCUS} loading={action.isPending}>
              {i18n._(submitLabel)}
            </Button>
          </div>
        </fieldset>
      </form>
      {action.isPending && <ScreenLoader cover="veil" label={i18n._(pm.sending)} />}
    </>
  );
}
