import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { paths, withAppBase } from "@tandem/paths";
import { Button } from "@tandem/ui/button";
import { FormError } from "@tandem/ui/form-error";
import { checkoutMessages as m } from "./checkout-messages.ts";
import type { CheckoutProblems } from "./checkout-validation.ts";

/**
 * The foot of the checkout (F-136, F-139, V-18): the terms, any problem repeated beside the button (on a phone the
 * sections are far above it), and Place order.
 */
export function CheckoutSubmit({ problems, pending }: { problems: CheckoutProblems; pending: boolean }) {
  const { i18n } = useLingui();
  const summary = [
    problems.payment ? i18n._(m.choosePayment) : null,
    problems.fulfillment ? i18n._(m.chooseFulfillment) : null,
  ].filter((problem): problem is string => problem !== null);
  return (
    <div className="checkout-submit">
      <p className="checkout-terms">
        <Trans id="checkout.terms">
          By placing your order, you agree to Tandem&apos;s{" "}
          <a href={withAppBase(paths.termsOfUse())} target="_blank" rel="noopener">
            Terms of Use
          </a>
          .
        </Trans>
      </p>
      <FormError id="checkout-problems">
        {summary.length > 0
          ? i18n._({ ...m.fixBeforeOrdering, values: { problems: summary.join("; ") } })
          : null}
      </FormError>
      <Button type="submit" block size="lg" loading={pending}>
        {i18n._(m.placeOrder)}
      </Button>
    </div>
  );
}
