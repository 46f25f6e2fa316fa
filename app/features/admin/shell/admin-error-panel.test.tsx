import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminErrorPanel } from "~/features/admin/shell/admin-error-panel";

function Tab() {
  return <h1>{useLoaderData<{ title: string }>().title}</h1>;
}

const HydrateFallback = () => null;
const ErrorBoundary = ({ error }: { error?: unknown }) => <AdminErrorPanel error={error} />;

/** A tab whose loader answers `statuses` in turn, then its data; the panel is its error boundary. */
function renderTab(statuses: number[]) {
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      Component: Tab,
      HydrateFallback,
      ErrorBoundary,
      loader: () => {
        const status = statuses.shift();
        if (status) throw data("from the server", { status });
        return { title: "Leads" };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/leads"]} />);
}

describe("AdminErrorPanel", () => {
  it("says a 503 is temporary, and Retry loads the tab again", async () => {
    renderTab([503]);
    expect(await screen.findByRole("heading", { level: 1, name: "Temporarily unavailable" })).toBeInTheDocument();
    expect(screen.getByText("Error 503")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Leads" })).toBeInTheDocument();
  });

  it.each([
    [403, "Not available for your role"],
    [404, "Not found"],
  ])("offers no Retry for a %i (%s): trying again would not help", async (status, title) => {
    renderTab([status]);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
