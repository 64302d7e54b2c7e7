import { useLingui } from "@lingui/react";
import { dashboardQueries, meQueries, useApiClient } from "@tandem/api-client/react";
import { usePageTitle, type RouteContext } from "@tandem/page-kit";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { InstallPrompt } from "../../install/install-prompt.tsx";
import { DashboardErrorBoundary, DashboardFailure } from "./dashboard-failure.tsx";
import { dashboardMessages as m } from "./dashboard-messages.ts";
import { MemberBanners } from "./member-banners.tsx";
import { ProgramList } from "./program-list.tsx";
import { ServerAlerts } from "./server-alerts.tsx";
import "./dashboard.css";

/**
 * The member first (banners come from it); the dashboard's own call (R-12, A-21) starts here but is not waited
 * for, so the banners show at once and the programmes' place shows skeletons until it answers (F-068).
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async () => {
    void queryClient.prefetchQuery(dashboardQueries.current(apiClient));
    return queryClient.ensureQueryData(meQueries.current(apiClient));
  };

/**
 * `/dashboard` (doc 1 §2, R-12, F-062–F-074): a greeting, the member's banners (trip in progress, read-only,
 * orders to pick up), the server's alerts, the programme cards and the add-to-homescreen prompt. A failed
 * dashboard load shows only the failure view with Try again (E-11, D-17).
 */
export function Component() {
  const { i18n } = useLingui();
  const api = useApiClient();
  usePageTitle(m.title);
  const { data: member } = useSuspenseQuery(meQueries.current(api));
  const dashboard = useQuery(dashboardQueries.current(api));
  if (dashboard.isError) {
    return <DashboardFailure retrying={dashboard.isFetching} onRetry={() => void dashboard.refetch()} />;
  }
  const heading = member?.name ? i18n._({ ...m.greeting, values: { name: member.name } }) : i18n._(m.title);
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <h1>{heading}</h1>
        <p className="dashboard__lead">{i18n._(m.intro)}</p>
      </header>
      <div className="dashboard__banners">
        {member && <MemberBanners member={member} />}
        <ServerAlerts alerts={dashboard.data?.alerts ?? []} owes={!!member?.chargeableCashBalance} />
      </div>
      <ProgramList programs={dashboard.data?.programs} />
      {/* The prompt can only show a second after the page (F-070), so it comes last: above the cards it would push
          them down once they are read (no layout shift, visual brief). */}
      <div className="dashboard__install">
        <InstallPrompt />
      </div>
    </div>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
