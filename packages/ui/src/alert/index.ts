export { Alert, ALERT_VARIANTS, type AlertProps, type AlertVariant } from "./alert.tsx";
