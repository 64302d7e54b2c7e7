import type { Messages } from "@lingui/core";
import { loadCatalog, MESSAGE_AREAS } from "../catalogs.ts";
import type { Language } from "../languages.ts";

/** Every catalog of a language (start-up and areas) merged, for checks over all the app's words. */
export async function allMessages(language: Language): Promise<Messages> {
  const parts = await Promise.all(MESSAGE_AREAS.map((area) => loadCatalog(language, area)));
  return Object.assign({}, ...parts) as Messages;
}
