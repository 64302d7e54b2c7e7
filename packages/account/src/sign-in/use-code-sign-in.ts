import { startAuth, verifyAuth } from "@tandem/api-client";
import { useApiClient } from "@tandem/api-client/react";
import { takeNextUrl, useAction } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { isCodeComplete } from "@tandem/ui/code-field";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { maskPhone } from "./mask-phone.ts";
import { browserTimeZone, endSignIn, type SignInState } from "./sign-in-state.ts";

/**
 * The code page's state and writes (F-049..F-055, D-01): the code as typed, Verify (on to the remembered page, the
 * dashboard or onboarding), Resend (saying where the new code went), and focus where the member types next.
 */
export function useCodeSignIn(signIn: SignInState) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [resentTo, setResentTo] = useState<string | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const verifyButton = useRef<HTMLButtonElement>(null);
  const complete = isCodeComplete(code);
  const masked = maskPhone(signIn.phone);
  const focusFirstField = () => fields.current?.querySelector("input")?.focus();

  const verify = useAction({
    mutationFn: (token: string) => verifyAuth(api, { phone: signIn.phone, token }),
    onSuccess: (member) => {
      endSignIn();
      // D-01: the remembered page only for an onboarded member; it is cleared either way.
      const next = takeNextUrl();
      const target = !member.onboarded ? paths.onboarding() : (next ?? paths.dashboard());
      void navigate(target, { replace: true });
    },
    onError: () => {
      // F-054: a wrong or failed code clears the fields and puts the cursor back in the first one.
      setCode("");
      setResentTo(null);
      focusFirstField();
    },
  });
  const resend = useAction({
    mutationFn: () => startAuth(api, { phone: signIn.phone, timezone: browserTimeZone() }),
    onMutate: () => {
      setCode("");
      verify.reset();
      setResentTo(null);
      focusFirstField();
    },
    onSuccess: () => setResentTo(masked),
  });

  // F-049: once the last field is filled, focus moves on to Verify (enabled by then).
  useEffect(() => {
    if (complete) verifyButton.current?.focus();
  }, [complete]);

  const changeCode = (value: string) => {
    setCode(value);
    if (verify.error) verify.reset();
  };
  return { code, changeCode, resentTo, fields, verifyButton, complete, masked, verify, resend };
}
