import { ErrorScreen } from "../../layout/route-error.tsx";

export const pages = { error: ErrorScreen };
