import { ApiError } from "@tandem/api-client";
import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useRef } from "react";

/** What {@link useAction} gives a page. */
export interface Action<TInput, TResult> {
  /** Sends the request, unless one is already on its way: a second tap or Enter is ignored. */
  submit: (input: TInput) => void;
  /** True from the first tap until the answer; bind it to the button's `disabled`/`loading`. */
  isPending: boolean;
  /** The last failure, until the next submit or `reset`. */
  error: unknown;
  /** The last success's answer. */
  data: TResult | undefined;
  /** Forgets the last error and answer. */
  reset: () => void;
}

/** The failure of a write tapped while the browser is offline: a network error, read as `errors.network_error`. */
function offlineFailure(): ApiError {
  return new ApiError({ code: "network_error", status: null, message: "Offline: the write was not sent" });
}

/**
 * The one way a page sends an action that writes (sign in, verify, order, trip, card, funding): a TanStack Query
 * mutation that goes out once however often it is tapped. The in-flight guard is a ref, so it holds even for two
 * taps within one frame, before React has re-rendered the disabled button. Handle the outcome in the options'
 * `onSuccess`/`onError`; `submit` never throws.
 *
 * A write tapped while the browser is offline fails at once with `network_error` and is never sent: the query
 * library's default network mode would pause it and send it when the connection returns, perhaps after the member
 * has left the page and without telling them (hence `networkMode: "always"`).
 * @example const verify = useAction({ mutationFn: (token: string) => verifyAuth(api, { phone, token }), onSuccess });
 *          <Button type="submit" loading={verify.isPending}>Verify</Button>
 */
export function useAction<TInput = void, TResult = unknown>(
  options: UseMutationOptions<TResult, unknown, TInput>,
): Action<TInput, TResult> {
  const { mutationFn } = options;
  const mutation = useMutation({
    ...options,
    networkMode: "always",
    // Writes are never retried by the query library: whether one may be sent again is the page's decision.
    retry: false,
    mutationFn: (input, context) => {
      if (!navigator.onLine) return Promise.reject(offlineFailure());
      if (!mutationFn) return Promise.reject(new Error("useAction needs a mutationFn"));
      return mutationFn(input, context);
    },
  });
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const submit = useCallback(
    (input: TInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutateAsync(input)
        // The failure is already in `error` and went to `onError`; nothing is left unhandled.
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
        });
    },
    [mutateAsync],
  );
  return {
    submit,
    isPending: mutation.isPending,
    error: mutation.error,
    data: mutation.data,
    reset: mutation.reset,
  };
}
