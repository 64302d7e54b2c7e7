import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function LinkBankAccount() {
  return (
    <SimplePage
      title={msg({ id: "payments.link_bank_title", message: "Link a bank account" })}
      lead={msg({
        id: "payments.link_bank_intro",
        message: "Link a checking or savings account to add funds.",
      })}
    />
  );
}

function AddFunds() {
  return (
    <SimplePage
      title={msg({ id: "payments.add_funds_title", message: "Add funds" })}
      lead={msg({ id: "payments.add_funds_intro", message: "Add money to your Tandem balance." })}
    />
  );
}

export const pages = {
  linkBankAccount: LinkBankAccount,
  addFunds: AddFunds,
};
