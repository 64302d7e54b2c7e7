import type { ReactNode } from "react";
import "./card.css";

export interface CardProps {
  /** The card's heading. */
  title?: ReactNode;
  /** Level of the heading in the page outline. @defaultValue 2 */
  headingLevel?: 2 | 3 | 4;
  /** An image or illustration across the top, edge to edge. */
  media?: ReactNode;
  /** Actions along the bottom (buttons or links). */
  footer?: ReactNode;
  children?: ReactNode;
  /** The element: `article` for self-contained items, `section` or `div` otherwise. @defaultValue "article" */
  as?: "article" | "section" | "div";
  className?: string;
}

/**
 * A raised surface with generous padding and a soft radius (visual brief) for programmes, offerings, orders.
 * @example <Card title={program.name} media={<Image … />} footer={<Button>Open</Button>}>{description}</Card>
 */
export function Card({
  title,
  headingLevel = 2,
  media,
  footer,
  children,
  as = "article",
  className,
}: CardProps) {
  const Root = as;
  const Heading = `h${headingLevel}` as const;
  return (
    <Root className={["tdm-card", className].filter(Boolean).join(" ")}>
      {media && <div className="tdm-card__media">{media}</div>}
      <div className="tdm-card__body">
        {title && <Heading className="tdm-card__title">{title}</Heading>}
        {children}
      </div>
      {footer && <div className="tdm-card__footer">{footer}</div>}
    </Root>
  );
}
