import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function PrivateAccounts() {
  return (
    <SimplePage
      title={msg({ id: "private_accounts.title", message: "Private accounts" })}
      lead={msg({
        id: "private_accounts.intro",
        message: "Accounts Tandem keeps with vendors on your behalf.",
      })}
    />
  );
}

function Preferences() {
  return (
    <SimplePage
      title={msg({ id: "preferences.title", message: "Preferences" })}
      lead={msg({ id: "preferences.intro", message: "Choose which messages Tandem sends you." })}
    />
  );
}

function PreferencesPublic() {
  return (
    <SimplePage
      title={msg({ id: "preferences.public_title", message: "Message preferences" })}
      lead={msg({ id: "preferences.public_intro", message: "Choose which messages Tandem sends you." })}
    />
  );
}

export const pages = {
  privateAccounts: PrivateAccounts,
  preferences: Preferences,
  preferencesPublic: PreferencesPublic,
};
