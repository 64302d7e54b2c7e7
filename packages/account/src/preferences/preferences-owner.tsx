import { useLingui } from "@lingui/react";
import type { PublicPreferences } from "@tandem/api-client/schemas";
import { preferencesMessages as m } from "./preferences-messages.ts";

// The server masks blank and short values as this (contract §5.6); it tells a visitor nothing, so it is left out.
const MASKED_BLANK = "***";

/** Whose preferences a public link opened, as masked as the server sends them (A-55: "Ma***ez", "5***42"). */
export function PreferencesOwner({ owner }: { owner: Pick<PublicPreferences, "name" | "phone" | "email"> }) {
  const { i18n } = useLingui();
  const rows = [
    { label: m.ownerName, value: owner.name },
    { label: m.ownerPhone, value: owner.phone },
    { label: m.ownerEmail, value: owner.email },
  ].filter(({ value }) => value !== "" && value !== MASKED_BLANK);
  if (rows.length === 0) return null;
  return (
    <div className="preferences__owner">
      <p className="preferences__owner-title">{i18n._(m.owner)}</p>
      <dl>
        {rows.map(({ label, value }) => (
          <div key={label.id}>
            <dt>{i18n._(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
