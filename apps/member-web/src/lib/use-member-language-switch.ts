import { changeLanguage } from "@tandem/api-client";
import { useApiClient, useCurrentMember } from "@tandem/api-client/react";
import type { Language } from "@tandem/i18n";
import { useLanguageSwitch, type LanguageSwitch } from "@tandem/i18n/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { setDocumentLanguage } from "./document-language.ts";
import { LANGUAGE_STORAGE_KEY, writeStored } from "@tandem/page-kit";

/**
 * The language switch of the app (doc 1 §4): once a language is applied it is remembered in local storage
 * (F-016), marked on the document, saved with `POST /me/language` when a member is signed in (F-033, A-04;
 * a failure is only logged, and nothing is sent when signed out, F-034), and every server-localised query is
 * refetched with the new Accept-Language (F-035).
 */
export function useMemberLanguageSwitch(): LanguageSwitch {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data: member } = useCurrentMember();
  const signedIn = Boolean(member);

  const onSwitched = useCallback(
    (language: Language) => {
      writeStored("local", LANGUAGE_STORAGE_KEY, language);
      setDocumentLanguage(language);
      if (signedIn) {
        changeLanguage(client, language).catch((error: unknown) =>
          console.error("Could not save the language choice", error),
        );
      }
      void queryClient.invalidateQueries();
    },
    [client, queryClient, signedIn],
  );
  return useLanguageSwitch({ onSwitched });
}
