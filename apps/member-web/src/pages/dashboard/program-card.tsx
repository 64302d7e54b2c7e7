import { useLingui } from "@lingui/react";
import type { DashboardProgram } from "@tandem/api-client/schemas";
import { formatDate, toLanguage } from "@tandem/i18n";
import { buttonClassName } from "@tandem/ui/button";
import { Card } from "@tandem/ui/card";
import { Image } from "@tandem/ui/image";
import { Markdown } from "@tandem/ui/markdown";
import { dashboardMessages as m } from "./dashboard-messages.ts";
import { ProgramLink } from "./program-link.tsx";

/** C-14, F-067: programme images are asked for at 500 × 200, cropped by entropy and filled. */
export const PROGRAM_IMAGE = {
  width: 500,
  height: 200,
  params: { crop: "entropy", resize: "fill" },
} as const;

/**
 * A programme card (F-066): its image (space reserved at 5:2, so nothing moves), name, description (markdown),
 * "Program ends <date>" when it has an end, and its app link as a button; the title and image link there too.
 */
export function ProgramCard({ program, first = false }: { program: DashboardProgram; first?: boolean }) {
  const { i18n } = useLingui();
  const link = program.appLink;
  const image = (
    <Image
      src={program.image.url}
      alt={program.image.caption}
      caption={program.image.caption || undefined}
      {...PROGRAM_IMAGE}
      // The first card's image is the largest thing in the first screen: fetched at once, before the others.
      priority={first}
    />
  );
  return (
    <Card
      className="program-card"
      media={
        // The title link carries the name; the image link is a bigger target for touch, hidden from the tab order.
        link ? (
          <ProgramLink to={link} hidden>
            {image}
          </ProgramLink>
        ) : (
          image
        )
      }
      title={link ? <ProgramLink to={link}>{program.name}</ProgramLink> : program.name}
      footer={
        link && program.appLinkText ? (
          <ProgramLink to={link} className={buttonClassName({ variant: "primary" })}>
            {program.appLinkText}
          </ProgramLink>
        ) : undefined
      }
    >
      <div className="program-card__description">
        <Markdown text={program.description} />
      </div>
      {program.periodEnd && (
        <p className="program-card__ends">
          {i18n._({
            ...m.programEnds,
            values: { date: formatDate(program.periodEnd, toLanguage(i18n.locale)) },
          })}
        </p>
      )}
    </Card>
  );
}
