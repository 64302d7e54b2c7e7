import type { I18n } from "@lingui/core";

// A developer switch (B-12, dev-switches.ts), in a chunk of its own: only a developer who turned it on loads it.

/** Shows every message as its id (B-12), now and after each language switch, to find a string's key. */
export function showMessageKeys(i18n: I18n): void {
  let applying = false;
  const apply = () => {
    if (applying) return;
    applying = true;
    i18n.load(i18n.locale, Object.fromEntries(Object.keys(i18n.messages).map((id) => [id, id])));
    applying = false;
  };
  apply();
  i18n.on("change", apply);
}
