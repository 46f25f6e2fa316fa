import type { ReactNode } from "react";
import { PageHero } from "./page-hero";

/** The dark opening band of an inner page from its pages.ts entry: heading, one line, optional actions. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <PageHero title={heading} subtitle={intro}>
      {children}
    </PageHero>
  );
}
