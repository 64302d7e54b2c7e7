import { PageErrorBoundary } from "@tandem/page-kit";
import { PrivacyPolicy } from "./privacy-policy.tsx";

/**
 * `/privacy-policy-content` (R-38, D-21): the same policy without the app's navigation, for embedding elsewhere;
 * the page is its own main landmark, as the bare frame has none.
 */
export function Component() {
  return (
    <main id="main" className="policy-embed">
      <PrivacyPolicy embedded />
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
