import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Icon } from "../internal/icon.tsx";
import { useOnlineStatus } from "./use-online-status.ts";
import "./offline-indicator.css";

const offline = msg({ id: "common.offline", message: "You're offline" });

/**
 * The wifi-off icon of the top bar (F-012): fades in while the browser reports offline and is gone when the
 * connection is back; screen readers hear "You're offline" once as it appears.
 */
export function OfflineIndicator() {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  return (
    <span className="tdm-offline-indicator" role="status">
      {!online && (
        <span className="tdm-offline-indicator__badge" title={i18n._(offline)}>
          <Icon name="wifi-off" />
          <span className="tdm-visually-hidden">{i18n._(offline)}</span>
        </span>
      )}
    </span>
  );
}
