import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { usePageTitle } from "@tandem/page-kit";
import "./simple-page.css";

/** A page heading and lead paragraph; sets the document title to "<page> | Tandem" (B-11). */
export function SimplePage({ title, lead }: { title: MessageDescriptor; lead: MessageDescriptor }) {
  const { i18n } = useLingui();
  const heading = usePageTitle(title);
  return (
    <section className="simple-page" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <p className="simple-page__lead">{i18n._(lead)}</p>
    </section>
  );
}
