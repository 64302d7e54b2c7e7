// Every browser Tandem supports runs React 19, whose own useSyncExternalStore the `use-sync-external-store/shim`
// of @lingui/react would call anyway: the build points the shim here so its fallback never ships.
export { useSyncExternalStore } from "react";
