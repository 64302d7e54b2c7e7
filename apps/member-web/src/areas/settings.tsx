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

export const pages = {
  privateAccounts: PrivateAccounts,
};
