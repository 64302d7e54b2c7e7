import { useLingui } from "@lingui/react";
import { useStaticStrings } from "@tandem/i18n/react";
import { Button } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Skeleton } from "@tandem/ui/skeleton";
import { useState, type ReactNode } from "react";
import { legalMessages as m } from "./legal-messages.ts";

interface StringsFileGateProps {
  /** The strings file, e.g. `privacy_policy`. */
  namespace: string;
  /** What failed, in the member's words, above Try again. */
  failedMessage: string;
  /** The page, rendered once the file's messages are in the catalog (called then, so it reads them). */
  children: () => ReactNode;
}

function GateStatus({
  namespace,
  failedMessage,
  children,
  onRetry,
}: StringsFileGateProps & { onRetry: () => void }) {
  const { i18n } = useLingui();
  const status = useStaticStrings(namespace);
  if (status === "ready") return children();
  if (status === "failed") {
    return (
      <ErrorView
        title={i18n._(m.errorTitle)}
        focusOnMount
        actions={<Button onClick={onRetry}>{i18n._(m.tryAgain)}</Button>}
      >
        <p>{failedMessage}</p>
      </ErrorView>
    );
  }
  // Where the text will be, while it loads (visual brief); announced as loading.
  return (
    <div className="legal-loading" role="status" aria-busy="true" aria-label={i18n._(m.loading)}>
      <Skeleton width="60%" />
      <Skeleton lines={4} />
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * Shows a page made of a server strings file (F-198, F-199): the file loads on demand in the active language, again
 * after a language switch (F-204), with its place held meanwhile; a failed load says so with Try again, which
 * fetches the file anew.
 */
export function StringsFileGate(props: StringsFileGateProps) {
  const [attempt, setAttempt] = useState(0);
  return <GateStatus key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}
