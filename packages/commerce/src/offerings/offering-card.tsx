import { useLingui } from "@lingui/react";
import type { Offering } from "@tandem/api-client/schemas";
import { formatDate, toLanguage } from "@tandem/i18n";
import { paths } from "@tandem/paths";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { Link } from "react-router";
import { foodMessages as m } from "./food-messages.ts";
import { FROM_FOOD_INDEX } from "./offering-visit.ts";

/** An offering on `/food` (B-02): a 100 × 80 thumbnail, its description, and "Order until <date>" when it closes. */
export function OfferingCard({ offering }: { offering: Offering }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <Link className="offering-card" to={paths.offering({ offeringId: offering.id })} state={FROM_FOOD_INDEX}>
      <span className="offering-card__thumb">
        <Image
          src={offering.image.url}
          alt=""
          width={100}
          height={80}
          layout="fixed"
          params={{ crop: "entropy", resize: "fill" }}
        />
      </span>
      <span className="offering-card__text">
        <Markdown className="offering-card__title" text={offering.description} />
        {offering.closesAt && (
          <span className="offering-card__until">
            {i18n._({ ...m.until, values: { date: formatDate(offering.closesAt, language) } })}
          </span>
        )}
      </span>
      <span className="offering-card__chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
