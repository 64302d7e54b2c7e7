import { useLingui } from "@lingui/react";
import { offeringQueries, useApiClient, useCurrentMember } from "@tandem/api-client/react";
import { PageErrorBoundary, usePageTitle, type RouteContext } from "@tandem/page-kit";
import { preloadWaitlistSurvey, WaitlistSurveyOnDemand } from "@tandem/surveys/waitlist-survey-on-demand";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { FoodHeader } from "./food-header.tsx";
import { foodMessages as m } from "./food-messages.ts";
import { OfferingCard } from "./offering-card.tsx";
import "./offering.css";

export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async () => {
    const offerings = await queryClient.ensureQueryData(offeringQueries.list(apiClient));
    // The survey's form is fetched only when there is nothing to order, then with the page.
    if (offerings.items.length === 0) await preloadWaitlistSurvey();
    return offerings;
  };

/**
 * `/food` (R-17, B-02, A-30): title and intro, an Order history button when the member has orders, and a card per
 * current offering (100 × 80 thumbnail, description, "Order until <date>" when it closes); with no offerings, the
 * food waitlist survey instead.
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  const title = usePageTitle(m.title);
  const { data: member } = useCurrentMember();
  const { data: offerings } = useQuery(offeringQueries.list(api));
  const items = offerings?.items ?? [];
  return (
    <section className="food-page" aria-labelledby="food-title">
      <FoodHeader />
      <div className="food-page__header">
        <div>
          <h1 id="food-title">{title}</h1>
          <p className="food-page__lead">{i18n._(m.intro)}</p>
        </div>
        {member?.hasOrderHistory && (
          <Link
            className={buttonClassName({ variant: "secondary", outline: true })}
            to={paths.orderHistory()}
          >
            {i18n._(m.orderHistory)}
          </Link>
        )}
      </div>
      {items.length > 0 ? (
        <>
          <h2 className="food-page__subtitle">{i18n._(m.offeringsHeading)}</h2>
          <ul className="offering-cards">
            {items.map((offering) => (
              <li key={offering.id}>
                <OfferingCard offering={offering} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="food-page__waitlist">
          <h2>{i18n._(m.noOfferingsTitle)}</h2>
          <p>{i18n._(m.noOfferingsIntro)}</p>
          <WaitlistSurveyOnDemand topic="food_waitlist" headingLevel={3} />
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
