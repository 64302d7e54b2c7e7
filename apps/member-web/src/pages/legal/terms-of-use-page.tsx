import { useLingui } from "@lingui/react";
import { namespacedId } from "@tandem/i18n";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { Markdown } from "@tandem/ui/markdown";
import { legalMessages as m } from "./legal-messages.ts";
import { StringsFileGate } from "./strings-file-gate.tsx";
import "./legal.css";

/**
 * `/terms-of-use` (R-39, F-198, S-17): the `terms_of_use_and_sale` strings file's `contents`, a markdown document
 * with its own heading, loaded on demand in the member's language, under the top bar.
 */
export function Component() {
  const { i18n } = useLingui();
  usePageTitle(m.termsTitle);
  return (
    <article className="terms">
      <StringsFileGate namespace="terms_of_use_and_sale" failedMessage={i18n._(m.termsFailed)}>
        {() => <Markdown format="block" text={i18n._(namespacedId("terms_of_use_and_sale", "contents"))} />}
      </StringsFileGate>
    </article>
  );
}

export const ErrorBoundary = PageErrorBoundary;
