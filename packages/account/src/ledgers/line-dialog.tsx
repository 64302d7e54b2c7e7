import { useLingui } from "@lingui/react";
import type { LedgerLine } from "@tandem/api-client/schemas";
import { commonMessages, formatDate, toLanguage } from "@tandem/i18n";
import { Button } from "@tandem/ui/button";
import { Markdown } from "@tandem/ui/markdown";
import { Modal } from "@tandem/ui/modal";
import { LineAmount } from "./ledger-lines.tsx";
import { ledgersMessages as m } from "./ledgers-messages.ts";
import { usageSentence } from "./usage-sentence.ts";

/**
 * A line's detail dialog (F-177, B-07): the amount, large and coloured; one sentence per usage; the memo; the full
 * date and time; "Reference ID: <opaque id>" (what support asks for); and Close.
 */
export function LineDialog({ line, onClose }: { line: LedgerLine | undefined; onClose: () => void }) {
  const { i18n } = useLingui();
  const language = toLanguage(i18n.locale);
  return (
    <Modal
      open={line !== undefined}
      onClose={onClose}
      title={i18n._(m.detailTitle)}
      footer={<Button onClick={onClose}>{i18n._(commonMessages.close)}</Button>}
    >
      {line && (
        <div className="ledger-detail">
          <LineAmount amount={line.amount} large />
          <Markdown className="ledger-detail__memo" text={line.memo} />
          <ul className="ledger-detail__usages">
            {line.usageDetails.map((usage, index) => (
              <li key={`${usage.code}-${index}`}>{usageSentence(i18n, usage, line.memo)}</li>
            ))}
          </ul>
          <p className="ledger-detail__at">
            <time dateTime={line.at}>
              {i18n._({
                ...m.at,
                values: {
                  date: formatDate(line.at, language, "long"),
                  time: formatDate(line.at, language, "time"),
                },
              })}
            </time>
          </p>
          <p className="ledger-detail__reference">
            {i18n._({ ...m.reference, values: { id: line.opaqueId } })}
          </p>
        </div>
      )}
    </Modal>
  );
}
