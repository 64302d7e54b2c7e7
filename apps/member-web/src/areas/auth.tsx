import { msg } from "@lingui/core/macro";
import { SimplePage } from "../layout/simple-page.tsx";

function RegainAccountAccess() {
  return (
    <SimplePage
      title={msg({ id: "regain_account_access.title", message: "Get back into your account" })}
      lead={msg({
        id: "regain_account_access.intro",
        message: "Changed your phone number? Tell us your old and new numbers and our team will help.",
      })}
    />
  );
}

function RegainAccountAccessSuccess() {
  return (
    <SimplePage
      title={msg({ id: "regain_account_access.success_title", message: "Thank you" })}
      lead={msg({
        id: "regain_account_access.success_intro",
        message: "We have your request and will contact you at your current number.",
      })}
    />
  );
}

export const pages = {
  regainAccountAccess: RegainAccountAccess,
  regainAccountAccessSuccess: RegainAccountAccessSuccess,
};
