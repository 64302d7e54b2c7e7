import { useLingui } from "@lingui/react";
import { useApiClient } from "@tandem/api-client/react";
import { errorMessages } from "@tandem/i18n";
import { forgetMember, rememberNextUrl, watchSessionEnd } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A session that ends mid-visit (a 401 on any call: the cookie expired, or the member signed out elsewhere): the
 * member's cached data is dropped (the query cache but the member query, which turned null; what storage kept of
 * them, as at a sign-out: page-kit's forgetMember), the page is remembered and they are sent to sign in, once, with one
 * message saying why (never a trail of error toasts).
 */
export function useSessionEnd(): void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { i18n } = useLingui();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      watchSessionEnd(api.currentMember, () => {
        // What the browser keeps of the member goes as at a sign-out; then the page to come back to (S-06).
        forgetMember();
        rememberNextUrl(here.current.pathname + here.current.search);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "me" });
        toast.show({ variant: "info", message: i18n._(errorMessages.unauthenticated) });
        void navigate(paths.start(), { replace: true });
      }),
    [api, queryClient, navigate, toast, i18n],
  );
}
