import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { PageErrorBoundary, usePageTitle } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { Carousel } from "@tandem/ui/carousel";
import { Link } from "react-router";
import { OnboardingArt, type SlideArt } from "./onboarding-art.tsx";
import { onboardingMessages as m } from "./onboarding-messages.ts";
import "./onboarding.css";

/** C-13: the onboarding slides advance faster than the generic carousel. */
export const ONBOARDING_SLIDE_INTERVAL_MS = 2200;

// F-057: mobility, utilities, food, in that order.
const SLIDES: readonly { art: SlideArt; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { art: "mobility", title: m.mobilityTitle, text: m.mobilityText },
  { art: "utilities", title: m.utilitiesTitle, text: m.utilitiesText },
  { art: "food", title: m.foodTitle, text: m.foodText },
];

/**
 * `/onboarding` (R-09, F-057, C-13): what Tandem offers in three slides that fade every 2200 ms (paused while
 * hovered or focused, still under reduced motion, with a pause button), then Continue to the signup form.
 */
export function Component() {
  const { i18n } = useLingui();
  const title = usePageTitle(m.title);
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{title}</h1>
      <p className="onboarding__lead">{i18n._(m.intro)}</p>
      <Carousel label={i18n._(m.carouselLabel)} interval={ONBOARDING_SLIDE_INTERVAL_MS}>
        {SLIDES.map((slide) => (
          <div key={slide.art} className="onboarding__slide">
            <OnboardingArt art={slide.art} />
            <h2>{i18n._(slide.title)}</h2>
            <p>{i18n._(slide.text)}</p>
          </div>
        ))}
      </Carousel>
      <div className="onboarding__actions">
        <Link className={buttonClassName({ block: true })} to={paths.onboardingSignup()}>
          {i18n._(m.continue)}
        </Link>
      </div>
    </section>
  );
}

export const ErrorBoundary = PageErrorBoundary;
