import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { DashboardAlert } from "@tandem/api-client/schemas";
import { formatMessageValues, memberMessages, toLanguage } from "@tandem/i18n";
import { Alert } from "@tandem/ui/alert";
import { Markdown } from "@tandem/ui/markdown";
import { paths } from "@tandem/paths";
import { Link } from "react-router";
import { dashboardMessages as m } from "./dashboard-messages.ts";

// Contract §2.1 quirk: an alert's `amount.currency` is a currency object, so only its cents are relied on.
function alertValues(params: DashboardAlert["localizationParams"]): Record<string, unknown> | undefined {
  if (!params) return undefined;
  const { amount, ...rest } = params;
  return amount ? { ...rest, amount: { cents: amount.cents, currency: "USD" } } : rest;
}

// The alert keys the app knows carry their English source, so they read well even before the catalog loads; an
// unknown key is looked up as it is (reported as missing, F-038).
const knownAlerts = new Map<string, MessageDescriptor>(
  Object.values(memberMessages.dashboard).map((descriptor) => [descriptor.id ?? "", descriptor]),
);

// The negative-balance alerts whose text has no link of its own (the no-instrument one links to /funding already).
const NEGATIVE_BALANCE = new Set(["dashboard.negative_cash_balance", "dashboard.negative_cash_balance_v2"]);

/**
 * The server's alerts (F-065, B-13): one pulsing banner each, in its variant, with the localized text of its key
 * and parameters, rendered as markdown when the text carries the marker (links go through the app's link rules).
 * When the member can pay what they owe (`owes`, current API only), a negative-balance alert leads to `/funding`.
 */
export function ServerAlerts({
  alerts,
  owes = false,
}: {
  alerts: readonly DashboardAlert[];
  owes?: boolean;
}) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return alerts.map((alert, index) => (
    <Alert key={`${alert.localizationKey}-${index}`} variant={alert.variant} blink>
      <Markdown
        text={i18n._({
          ...(knownAlerts.get(alert.localizationKey) ?? { id: alert.localizationKey }),
          values: formatMessageValues(alertValues(alert.localizationParams), language),
        })}
      />
      {owes && NEGATIVE_BALANCE.has(alert.localizationKey) && (
        <p className="server-alert__action">
          <Link to={paths.funding()}>{i18n._(m.payWhatYouOwe)}</Link>
        </p>
      )}
    </Alert>
  ));
}
