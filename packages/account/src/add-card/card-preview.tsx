import { useLingui } from "@lingui/react";
import type { CardType } from "@tandem/validation";
import { addCardMessages as m } from "./add-card-messages.ts";

interface CardPreviewProps {
  name: string;
  /** The number as shown in its field, grouped. */
  number: string;
  expiry: string;
  type: CardType | null;
}

// A placeholder group per gap of the type (4-4-4-4 while no type is known), so the card never looks empty.
function numberPlaceholder(type: CardType | null): string {
  const gaps = type?.gaps ?? [4, 8, 12];
  const length = type ? Math.max(...type.lengths) : 16;
  return [0, ...gaps].map((start, index, all) => "•".repeat((all[index + 1] ?? length) - start)).join(" ");
}

/**
 * The live card preview of the add-card form (B-05): the brand recognised from the first digits, the number,
 * name and expiry as typed. It repeats what the fields hold, so screen readers skip it; the recognised brand is
 * announced from the number field's hint instead.
 */
export function CardPreview({ name, number, expiry, type }: CardPreviewProps) {
  const { i18n } = useLingui();
  const shownNumber = number === "" ? numberPlaceholder(type) : number;
  return (
    <div className="card-preview" data-brand={type?.type ?? "unknown"} aria-hidden="true">
      <div className="card-preview__top">
        <span className="card-preview__chip" />
        <span className="card-preview__brand">{type?.name ?? ""}</span>
      </div>
      <p className="card-preview__number">{shownNumber}</p>
      <div className="card-preview__bottom">
        <span className="card-preview__name">{name.trim() === "" ? i18n._(m.previewName) : name}</span>
        <span className="card-preview__expiry">{expiry === "" ? i18n._(m.expiryHint) : expiry}</span>
      </div>
    </div>
  );
}
