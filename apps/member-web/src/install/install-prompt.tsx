import { useLingui } from "@lingui/react";
import { Alert } from "@tandem/ui/alert";
import { Button } from "@tandem/ui/button";
import { Spinner } from "@tandem/ui/spinner";
import { Logo } from "../layout/logo.tsx";
import { installMessages as m } from "./install-messages.ts";
import { useInstallPrompt } from "./use-install-prompt.ts";
import "./install-prompt.css";

/**
 * The add-to-homescreen prompt (F-069–F-074, D-04): the logo, what installing gives, and Install Tandem (the
 * browser's own dialog, a loader while it is open) or, on iPhone and iPad, the Share steps. Closing it or
 * answering the browser stops future prompts. Renders nothing when the device or the member does not qualify.
 */
export function InstallPrompt() {
  const { i18n } = useLingui();
  const prompt = useInstallPrompt();
  if (!prompt.mode) return null;
  if (prompt.prompting) {
    return (
      <div className="install-prompt__waiting" role="status">
        <Spinner size="sm" />
        {i18n._(m.installing)}
      </div>
    );
  }
  return (
    <div className="install-prompt-banner">
      <Alert
        variant="info"
        title={i18n._(m.title)}
        onDismiss={prompt.dismiss}
        action={
          prompt.mode === "install" ? (
            <Button onClick={prompt.install}>{i18n._(m.install)}</Button>
          ) : undefined
        }
      >
        <div className="install-prompt">
          <Logo width={40} />
          <p>{i18n._(prompt.mode === "install" ? m.intro : m.shareSteps)}</p>
        </div>
      </Alert>
    </div>
  );
}
