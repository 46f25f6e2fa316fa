import { Link, useLocation } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";
import { pageInfo, routeMeta } from "~/lib/meta";
import type { Route } from "./+types/page-stub";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The opening of a page whose full content is still being written: its title, one line and a way on. */
export default function PageStub() {
  const { pathname } = useLocation();
  const info = pageInfo(pathname)!;
  return (
    <PageIntro heading={info.heading} intro={info.intro}>
      <Link to="/contact" className="btn bg-white text-brand-900 hover:bg-slate-100">
        Talk to an expert
      </Link>
      <Link to="/services" className="btn-on-dark">
        Explore our services
      </Link>
    </PageIntro>
  );
}
