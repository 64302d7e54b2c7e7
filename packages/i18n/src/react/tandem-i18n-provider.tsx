import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { tandemI18n } from "../setup.ts";

/** Provides Tandem's Lingui instance to everything below it. */
export function TandemI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={tandemI18n}>{children}</I18nProvider>;
}
