import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function AddFunds() {
  return (
    <SimplePage
      title={msg({ id: "payments.add_funds_title", message: "Add funds" })}
      lead={msg({ id: "payments.add_funds_intro", message: "Add money to your Tandem balance." })}
    />
  );
}

export const pages = {
  addFunds: AddFunds,
};
