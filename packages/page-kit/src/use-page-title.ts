import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";

/**
 * Sets the document title to "<page> | Tandem" (B-11) in the active language, again after a language switch.
 * Returns the translated page name for the heading.
 */
export function usePageTitle(title: MessageDescriptor): string {
  const { i18n } = useLingui();
  const text = i18n._(title);
  useEffect(() => {
    document.title = `${text} | Tandem`;
  }, [text]);
  return text;
}
