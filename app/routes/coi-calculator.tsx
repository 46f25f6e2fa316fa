import { PageIntro } from "~/components/ui/page-intro";
import { pageLoader } from "~/content/page-info.server";
import CoiWizard from "~/features/calculators/coi/coi-wizard";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/coi-calculator";

// Calculator code is imported here only, so it ships in this route's chunk and nowhere else.
// (Not React.lazy: the prerendered HTML would then hold a loading placeholder swapped in by script.)
export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CoiCalculator({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <CoiWizard />
    </>
  );
}
