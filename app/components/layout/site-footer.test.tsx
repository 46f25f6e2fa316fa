import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { markHydrated } from "~/lib/hydration-phase";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { SiteFooter } from "./site-footer";

// The footer's content is a module the browser loads only for a client render of the footer (the
// server renders it in place; hydration keeps that HTML). Such a render must still show all of it.
describe("SiteFooter in a client render", () => {
  it("loads its content and shows the links and contact details", async () => {
    markHydrated();
    const site = toPublicSettings(parseSettings({}));
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: SiteFooter, loader: () => ({ site }) }]);
    render(<Stub initialEntries={["/"]} />);
    const footer = await screen.findByRole("contentinfo");
    expect(await screen.findByRole("link", { name: "System Status" })).toHaveAttribute("href", "/coming-soon");
    expect(footer).toHaveTextContent(site.contact.email);
    expect(screen.getByRole("list", { name: "Social media" }).querySelectorAll("a")).toHaveLength(4);
  });
});
