import { PageErrorBoundary } from "@tandem/page-kit";
import { PrivacyPolicy } from "./privacy-policy.tsx";

/** `/privacy-policy` (R-37, S-17): the policy inside the app's frame, open to everyone. */
export function Component() {
  return <PrivacyPolicy />;
}

export const ErrorBoundary = PageErrorBoundary;
