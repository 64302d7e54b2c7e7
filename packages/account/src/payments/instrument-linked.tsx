import { useLingui } from "@lingui/react";
import { pageMessages } from "@tandem/page-kit";
import { paths } from "@tandem/paths";
import { buttonClassName } from "@tandem/ui/button";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { instrumentReturnUrl, type AddedInstrument } from "./instrument-return.ts";
import { paymentsMessages as m } from "./payments-messages.ts";

interface InstrumentLinkedProps {
  title: string;
  children: ReactNode;
  added: AddedInstrument;
  /** The page that sent the member here; Continue returns there with the new instrument (F-164, F-166). */
  returnTo: string | null;
}

/**
 * The success screen after adding a card or linking a bank account: a check, what happened, and Continue back to
 * `returnTo` with the instrument added to its query, or Go home. Focus moves to the heading so the change is heard.
 */
export function InstrumentLinked({ title, children, added, returnTo }: InstrumentLinkedProps) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const back = instrumentReturnUrl(returnTo, added);
  return (
    <div className="instrument-linked">
      <svg className="instrument-linked__check" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="instrument-linked__title">
        {title}
      </h2>
      <div className="instrument-linked__body">{children}</div>
      <Link className={buttonClassName({ block: true })} to={back ?? paths.dashboard()}>
        {i18n._(back ? m.continue : pageMessages.goHome)}
      </Link>
    </div>
  );
}
