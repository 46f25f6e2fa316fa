import { Link } from "react-router";
import { PageIntro } from "~/components/ui/page-intro";

/** The opening of a page whose full content is still being written: its title, one line and a way on. */
export function PageStub({ page }: { page: { heading: string; intro: string } }) {
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
