// The parts of the error-reporting SDK the app uses, named one by one so the lazily loaded chunk holds only
// them (a whole-module dynamic import would keep every integration the SDK ships).
export { browserTracingIntegration, captureMessage, init, setUser, withScope } from "@sentry/browser";
