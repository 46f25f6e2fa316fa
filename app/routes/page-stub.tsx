import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { routeMeta } from "~/lib/meta";
import { pageLoader } from "~/lib/page-info.server";
import type { Route } from "./+types/page-stub";

export const loader = pageLoader;
export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The opening of a page whose full content is still being written: its title, one line and a way on. */
export default function PageStub({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageIntro heading={page.heading} intro={page.intro}>
      <Link to="/contact" className="btn bg-white text-brand-900 hover:bg-slate-100">
        Talk to an expert
      </Link>
      <Link to="/services" className="btn-on-dark">
        Explore our services
      </Link>
    </PageIntro>
  );
}
