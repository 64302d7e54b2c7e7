import { getCheckoutConfirmation, isApiError } from "@tandem/api-client";
import { checkoutQueries, metaQueries } from "@tandem/api-client/react";
import type { RouteContext } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { replace, type LoaderFunctionArgs } from "react-router";
import { numberParam } from "../common/offering-query.ts";
import { checkoutDetail } from "./checkout-queries.ts";

/**
 * Loads the checkout (from the cache when the cart just started it, F-127, F-128) and the supported payment
 * methods. A checkout that is already completed (a reload or Back after ordering) opens its confirmation instead,
 * so the order button is never offered twice for one order.
 */
export const loader =
  ({ queryClient, apiClient }: RouteContext) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const checkoutId = numberParam(params.checkoutId);
    // Back from adding a card or bank account (F-131): the checkout is read again to list the new instrument.
    const returning = new URL(request.url).searchParams.has("instrumentId");
    try {
      await Promise.all([
        returning
          ? queryClient.fetchQuery({ ...checkoutDetail(apiClient, checkoutId), staleTime: 0 })
          : queryClient.ensureQueryData(checkoutDetail(apiClient, checkoutId)),
        queryClient.ensureQueryData(metaQueries.paymentMethods(apiClient)),
      ]);
      return null;
    } catch (error) {
      if (!isApiError(error) || error.code !== "forbidden") throw error;
      const confirmation = await getCheckoutConfirmation(apiClient, checkoutId).catch(() => null);
      if (!confirmation) throw error;
      queryClient.setQueryData(checkoutQueries.confirmation(apiClient, checkoutId).queryKey, confirmation);
      return replace(paths.checkoutConfirmation({ checkoutId }));
    }
  };
