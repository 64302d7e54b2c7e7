import { useLingui } from "@lingui/react";
import { claimOrder } from "@tandem/api-client";
import { orderQueries, useApiClient } from "@tandem/api-client/react";
import type { Collection, DetailedOrder } from "@tandem/api-client/schemas";
import { failureMessage, useAction } from "@tandem/page-kit";
import { useToast } from "@tandem/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { seedOrderDetail } from "./seed-order-detail.ts";

/**
 * Claims an order once however often it is held (F-150, A-42): the answer replaces the order in the cache, the
 * order leaves the unclaimed list, the history refreshes, and the member (unclaimed count) follows the answer's
 * header. A failure shows the server's reason as a toast in the member's language, and the order stays claimable.
 */
export function useClaimOrder(onClaimed?: (order: DetailedOrder) => void) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAction({
    mutationFn: (orderId: number) => claimOrder(api, orderId),
    onSuccess: (order) => {
      seedOrderDetail(queryClient, api, order);
      queryClient.setQueryData(
        orderQueries.unclaimed(api).queryKey,
        (list: Collection<DetailedOrder> | undefined) =>
          list && { ...list, items: list.items.filter((item) => item.id !== order.id) },
      );
      void queryClient.invalidateQueries({ queryKey: orderQueries.history(api).queryKey });
      onClaimed?.(order);
    },
    onError: (error) => {
      toast.showError(i18n._(failureMessage(error)));
    },
  });
}
