import { useLingui } from "@lingui/react";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { EmptyState } from "@tandem/ui/empty-state";
import { Link } from "react-router";
import { foodMessages as m } from "./food-messages.ts";

/** An empty cart (F-125) or an offering without products (F-117): says so and leads to the offerings. */
export function NoFoodItems({ title }: { title: string }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      title={title}
      action={
        <Link className={buttonClassName()} to={paths.food()}>
          {i18n._(m.offeringsHeading)}
        </Link>
      }
    />
  );
}
