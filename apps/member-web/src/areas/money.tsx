import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function Funding() {
  return (
    <SimplePage
      title={msg({ id: "payments.title", message: "Payment methods" })}
      lead={msg({ id: "payments.intro", message: "Your cards and bank accounts." })}
    />
  );
}

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
  funding: Funding,
  linkBankAccount: LinkBankAccount,
  addFunds: AddFunds,
};
