import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { signOut } from "@tandem/api-client";
import { ME_QUERY_KEY, useApiClient } from "@tandem/api-client/react";
import { clearSigningOut, failureMessage, markSigningOut, useAction } from "@tandem/page-kit";
import { withAppBase, paths } from "@tandem/paths";
import { Button } from "@tandem/ui/button";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { clearSessionData } from "./clear-session-data.ts";

const signOutLabel = msg({ id: "nav.logout", message: "Sign out" });

/**
 * Sign out (F-015, D-06): `DELETE /auth`, then the query cache, local and session storage are cleared of the
 * member (the language and the device's settings are kept) and the app reloads on the welcome page. If the call fails the session is still valid: an error toast
 * says so and the member stays signed in.
 */
export function SignOutButton({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const action = useAction({
    mutationFn: () => {
      markSigningOut();
      return signOut(api);
    },
    onSuccess: () => {
      // The member's answers leave memory too, not only with the reload: a page kept for Back (the browser's
      // back-forward cache) would show them again. The member query, null since the sign-out, stays: removed, the
      // pages still shown would ask `GET /me` again during the reload.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      clearSessionData(i18n.locale);
      window.location.assign(withAppBase(paths.welcome()));
    },
    onError: (error) => {
      clearSigningOut();
      toast.showError(i18n._(failureMessage(error)));
    },
  });
  return (
    <Button
      variant="secondary"
      outline
      className={className}
      loading={action.isPending}
      onClick={() => action.submit()}
    >
      {i18n._(signOutLabel)}
    </Button>
  );
}
