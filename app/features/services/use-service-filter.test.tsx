import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useServiceFilter } from "./use-service-filter";

function Probe() {
  const [filter, setFilter] = useServiceFilter();
  return (
    <>
      <output>{filter}</output>
      <button type="button" onClick={() => setFilter("security")}>
        security
      </button>
      <Link to="/services/cloud">cloud</Link>
      <Link to="/services/web">web</Link>
    </>
  );
}

// Two paths served by one element, as in app/routes.ts: the component stays mounted between them.
const setup = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: "/services", element: <Probe /> },
      { path: "/services/web", element: <Probe /> },
      { path: "/services/cloud", element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe("useServiceFilter", () => {
  it.each([
    { path: "/services", filter: "all" },
    { path: "/services/web", filter: "web" },
    { path: "/services/cloud", filter: "cloud" },
  ])("starts from the path: $path -> $filter", ({ path, filter }) => {
    setup(path);
    expect(screen.getByRole("status")).toHaveTextContent(filter);
  });

  it("follows a chip click, then re-sets on every navigation", async () => {
    const router = setup("/services/web");
    await userEvent.click(screen.getByRole("button", { name: "security" }));
    expect(screen.getByRole("status")).toHaveTextContent("security");
    await userEvent.click(screen.getByRole("link", { name: "cloud" }));
    expect(screen.getByRole("status")).toHaveTextContent("cloud");
    await userEvent.click(screen.getByRole("button", { name: "security" }));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/services/web");
    expect(screen.getByRole("status")).toHaveTextContent("web");
    // A link to the page already shown is a navigation too: it re-sets a chip choice.
    await userEvent.click(screen.getByRole("button", { name: "security" }));
    await userEvent.click(screen.getByRole("link", { name: "web" }));
    expect(screen.getByRole("status")).toHaveTextContent("web");
  });
});
