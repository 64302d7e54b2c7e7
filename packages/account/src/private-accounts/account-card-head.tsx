import type { VendorAccount } from "@tandem/api-client/schemas";
import { VendorLogo } from "./vendor-logo.tsx";

interface AccountCardHeadProps {
  account: VendorAccount;
  /** The id of the card's heading, which names the card. */
  titleId: string;
  /** Whether the status reads as linked (its colour). */
  linked: boolean;
  /** The status line, in words. */
  status: string;
}

/** The head of a private account's card: the vendor's logo and name, and the account's status. */
export function AccountCardHead({ account, titleId, linked, status }: AccountCardHeadProps) {
  return (
    <div className="private-account__head">
      <VendorLogo account={account} />
      <div>
        <h2 id={titleId} className="private-account__name">
          {account.vendorName}
        </h2>
        <p className={`private-account__status private-account__status--${linked ? "linked" : "open"}`}>
          {status}
        </p>
      </div>
    </div>
  );
}
