import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SearchEntry } from "~/lib/search-entry";
import { SearchDialog } from "./search-dialog";

// The dialog's keyboard contract; the index comes from a stubbed GET /api/search-index.

const entry = (id: string, path: string, label: string): SearchEntry => ({
  id,
  path,
  label,
  title: label,
  keywords: "",
  summary: `${label} summary`,
  kind: "Page",
});
const ENTRIES = [
  entry("a", "/roi-calculator", "AI ROI Calculator"),
  entry("b", "/services/consulting/scoping-roi", "Project Scoping & ROI Modeling"),
];

beforeAll(() => {
  // jsdom has no modal dialogs: open and close are enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

const onClose = vi.fn();
function DialogAtHome() {
  return <SearchDialog onClose={onClose} />;
}

function renderDialog() {
  onClose.mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ entries: ENTRIES }), { status: 200 })),
  );
  const Stub = createRoutesStub([
    { path: "/", Component: DialogAtHome },
    { path: "*", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { box: screen.getByRole("combobox", { name: "Search pages, services and articles" }) };
}

describe("SearchDialog", () => {
  it("arrows move the active result, wrapping round, and Enter opens it", async () => {
    const user = userEvent.setup();
    const { box } = renderDialog();
    await user.type(box, "roi");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.getAttribute("aria-selected"))).toEqual(["true", "false"]);
    await user.keyboard("{ArrowUp}"); // from the first to the last
    expect(box).toHaveAttribute("aria-activedescendant", options[1].id);
    await user.keyboard("{ArrowDown}"); // and back round to the first
    expect(box).toHaveAttribute("aria-activedescendant", options[0].id);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByText("at /services/consulting/scoping-roi")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("Enter with no result opens the search page for the words typed", async () => {
    const user = userEvent.setup();
    const { box } = renderDialog();
    await user.type(box, "quantum teleport");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No results for “quantum teleport”."));
    await user.keyboard("{Enter}");
    expect(await screen.findByText("at /search?q=quantum%20teleport")).toBeInTheDocument();
  });
});
