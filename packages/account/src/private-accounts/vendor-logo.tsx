import { useLingui } from "@lingui/react";
import type { VendorAccount } from "@tandem/api-client/schemas";
import { Image } from "@tandem/ui/image";
import { privateAccountsMessages as m } from "./private-accounts-messages.ts";

/**
 * A vendor's logo (F-194): 80 high, uncropped, flattened on white; the vendor's initial when it has none.
 * @example <VendorLogo account={account} />
 */
export function VendorLogo({ account }: { account: VendorAccount }) {
  const { i18n } = useLingui();
  return account.vendorImage ? (
    <Image
      src={account.vendorImage.url}
      alt={i18n._({ ...m.logo, values: { vendor: account.vendorName } })}
      width={160}
      height={80}
      layout="fixed"
      params={{ resize: "limit", crop: "none", fmt: "png", flatten: "255,255,255" }}
    />
  ) : (
    <span className="private-account__initial" aria-hidden="true">
      {account.vendorName.slice(0, 1)}
    </span>
  );
}
