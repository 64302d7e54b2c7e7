import { useOnlineStatus } from "@tandem/ui/offline-indicator";
import { useEffect, useEffectEvent, useState } from "react";
import { isOfflineFailure } from "./offline-failure.ts";

/**
 * Whether a route's error came from being offline (B-10); if so, `retry` runs once the browser is back online,
 * so the page carries on without a tap. Decided once per error: coming back online does not relabel it.
 */
export function useOfflineRetry(error: unknown, retry: () => Promise<void>): boolean {
  const online = useOnlineStatus();
  const [offline] = useState(() => isOfflineFailure(error));
  const retryNow = useEffectEvent(() => void retry());
  // Once per change of the connection, never again on a re-render, so a retry that fails cannot loop.
  useEffect(() => {
    if (offline && online) retryNow();
  }, [offline, online]);
  return offline;
}
