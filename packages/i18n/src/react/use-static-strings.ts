import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { toLanguage } from "../languages.ts";
import { useStaticStringsLoader } from "./static-strings-provider.tsx";

/** Where a strings file is: being fetched, in the catalog, or failed (logged). */
export type StaticStringsStatus = "loading" | "ready" | "failed";

/**
 * Loads a namespace of server strings for the active language on demand, e.g. the legal texts
 * (`privacy_policy`, `terms_of_use_and_sale`) or `surveys`; each (language, namespace) is fetched once (F-037).
 * Its messages are then read by id, e.g. `namespacedId("privacy_policy", "contents")`.
 * @example const status = useStaticStrings("privacy_policy");
 */
export function useStaticStrings(namespace: string): StaticStringsStatus {
  const { i18n } = useLingui();
  const loader = useStaticStringsLoader();
  const language = toLanguage(i18n.locale);
  const key = `${language}/${namespace}`;
  const [settled, setSettled] = useState<{ key: string; loaded: boolean } | null>(null);

  useEffect(() => {
    if (!loader || loader.has(language, namespace)) return;
    let current = true;
    void loader.load(language, namespace).then((loaded) => {
      if (current) setSettled({ key, loaded });
    });
    return () => {
      current = false;
    };
  }, [loader, language, namespace, key]);

  if (!loader) return "failed";
  if (loader.has(language, namespace)) return "ready";
  if (settled?.key === key) return settled.loaded ? "ready" : "failed";
  return "loading";
}
