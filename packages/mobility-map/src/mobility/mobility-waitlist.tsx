import { WaitlistSurveyOnDemand } from "@tandem/surveys/waitlist-survey-on-demand";

/** With the mobility feature off (R-16, F-184): the title, then the mobility waitlist survey with its own intro. */
export function MobilityWaitlist({ title }: { title: string }) {
  return (
    <section className="mobility-waitlist" aria-labelledby="mobility-title">
      <div className="mobility-waitlist__art" aria-hidden="true">
        <svg
          width="120"
          height="64"
          viewBox="0 0 120 64"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <circle cx="22" cy="44" r="14" />
          <circle cx="74" cy="44" r="14" />
          <path d="M22 44l14-24h20l18 24M36 20l12 24h-8M46 12h12" />
          <circle cx="100" cy="50" r="6" />
          <path d="M94 50h-6l10-36h8" />
        </svg>
      </div>
      <h1 id="mobility-title">{title}</h1>
      <WaitlistSurveyOnDemand topic="mobility_waitlist" />
    </section>
  );
}
