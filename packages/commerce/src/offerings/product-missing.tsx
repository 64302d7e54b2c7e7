import { useLingui } from "@lingui/react";
import { usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { ErrorView } from "@tandem/ui/error-view";
import { Link } from "react-router";
import { foodMessages as m } from "./food-messages.ts";

/** The offering loaded, but has no such product (E-16, D-24). */
export class ProductNotFound extends Error {
  readonly offeringId: number;
  constructor(offeringId: number) {
    super("The offering has no such product");
    this.name = "ProductNotFound";
    this.offeringId = offeringId;
  }
}

/** The error view of a missing product (E-16, D-24): it says so and leads back to the offering. */
export function ProductMissing({ offeringId, title }: { offeringId: number; title: string }) {
  const { i18n } = useLingui();
  usePageTitle(m.productMissingTitle);
  return (
    <ErrorView
      title={title}
      focusOnMount
      actions={
        <Link className={buttonClassName()} to={paths.offering({ offeringId })}>
          {i18n._(m.seeOffering)}
        </Link>
      }
    >
      <p>{i18n._(m.productMissingBody)}</p>
    </ErrorView>
  );
}
