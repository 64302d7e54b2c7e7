import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { DashboardAlert } from "@tandem/api-client/schemas";
import { formatMessageValues, memberMessages, toLanguage } from "@tandem/i18n";
import { Alert } from "@tandem/ui/alert";
import { Markdown } from "@tandem/ui/markdown";

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

/**
 * The server's alerts (F-065, B-13): one pulsing banner each, in its variant, with the localized text of its key
 * and parameters, rendered as markdown when the text carries the marker (links go through the app's link rules).
 */
export function ServerAlerts({ alerts }: { alerts: readonly DashboardAlert[] }) {
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
    </Alert>
  ));
}
