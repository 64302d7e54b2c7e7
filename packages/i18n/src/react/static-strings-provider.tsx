import { createContext, use, type ReactNode } from "react";
import type { StaticStringsLoader } from "../server-strings/static-strings-loader.ts";

const StaticStringsContext = createContext<StaticStringsLoader | null>(null);

/**
 * Makes the app's loader of server strings (see `createStaticStringsLoader`) available to
 * {@link useLanguageSwitch} and {@link useStaticStrings} below it.
 */
export function StaticStringsProvider({
  loader,
  children,
}: {
  loader: StaticStringsLoader;
  children: ReactNode;
}) {
  return <StaticStringsContext value={loader}>{children}</StaticStringsContext>;
}

/** The loader of the nearest {@link StaticStringsProvider}, or null outside one (bundled text only). */
export function useStaticStringsLoader(): StaticStringsLoader | null {
  return use(StaticStringsContext);
}
