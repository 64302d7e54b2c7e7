import { useLingui } from "@lingui/react";
import type { DashboardProgram } from "@tandem/api-client/schemas";
import { EmptyState } from "@tandem/ui/empty-state";
import { Skeleton } from "@tandem/ui/skeleton";
import { dashboardMessages as m } from "./dashboard-messages.ts";
import { ProgramCard } from "./program-card.tsx";

/**
 * The programme cards (F-066) under their heading; while they load, skeletons of a card's size in their place
 * (F-068): the image's 5:2 box, the title, three lines of description and the button, so the cards land without
 * moving anything.
 */
export function ProgramList({ programs }: { programs: readonly DashboardProgram[] | undefined }) {
  const { i18n } = useLingui();
  return (
    <section className="dashboard__programs" aria-labelledby="dashboard-programs">
      <h2 id="dashboard-programs">{i18n._(m.programsHeading)}</h2>
      {!programs ? (
        <div
          className="dashboard__program-grid"
          role="status"
          aria-busy="true"
          aria-label={i18n._(m.loading)}
        >
          {[0, 1].map((card) => (
            <div key={card} className="program-card program-card--loading">
              <Skeleton shape="rect" height="auto" />
              <div className="program-card__loading-body">
                <Skeleton width="60%" />
                <Skeleton lines={3} />
              </div>
              <div className="program-card__loading-footer">
                <Skeleton shape="rect" width="8rem" height="var(--tdm-touch-target)" />
              </div>
            </div>
          ))}
        </div>
      ) : programs.length === 0 ? (
        <EmptyState title={i18n._(m.noPrograms)} headingLevel={3} />
      ) : (
        <ul className="dashboard__program-grid">
          {programs.map((program, index) => (
            <li key={`${program.name}-${program.periodBegin}`}>
              <ProgramCard program={program} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
