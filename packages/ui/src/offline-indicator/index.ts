export { OfflineIndicator } from "./offline-indicator.tsx";
export { useOnlineStatus } from "./use-online-status.ts";
