export { PageErrorBoundary } from "./page-error-boundary.tsx";
export {
  defaultPageSettings,
  type CardProviderSettings,
  type MobilitySettings,
  type PageSettings,
  type RouteContext,
} from "./route-context.ts";
export {
  lazyRoute,
  routeProperties,
  type LazyRouteProperties,
  type RouteModule,
  type RouteProperties,
} from "./route-module.ts";
export { useAction, type Action } from "./use-action.ts";
export { pageMessages } from "./page-messages.ts";
export { ScrollOnNavigate } from "./scroll-on-navigate.tsx";
export { usePageTitle } from "./use-page-title.ts";
export { failureMessage, fieldMessage } from "./messages.ts";
export { rememberNextUrl, takeNextUrl } from "./next-url.ts";
export { LANGUAGE_STORAGE_KEY, readStored, writeStored, type StorageArea } from "./storage.ts";
export { clearSigningOut, markSigningOut, watchSessionEnd } from "./session-end.ts";
export {
  DEV_SWITCHES_STORAGE_KEY,
  DEVICE_STORAGE_KEYS,
  forgetMember,
  INSTALL_PROMPT_STORAGE_KEY,
  RELOAD_GUARD_STORAGE_KEY,
} from "./forget-member.ts";
export { LOOK_DELAYS_MS, lookAfterLostAnswer } from "./look-after-lost-answer.ts";
export { FIELD_VALIDATION, SUBMIT_KEEPS_FOCUS } from "./form-validation.ts";
