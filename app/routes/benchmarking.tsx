import { PageIntro } from "~/components/ui/page-intro";
import { pageLoader } from "~/content/page-info.server";
import BenchmarkWizard from "~/features/calculators/benchmark/benchmark-wizard";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/benchmarking";

// Calculator code is imported here only, so it ships in this route's chunk and nowhere else.
// (Not React.lazy: the prerendered HTML would then hold a loading placeholder swapped in by script.)
export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Benchmarking({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = loaderData.page;
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <BenchmarkWizard />
    </>
  );
}
