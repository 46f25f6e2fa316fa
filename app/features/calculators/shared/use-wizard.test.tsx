import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useWizard } from "./use-wizard";

type Form = { name: string };
const DEFAULTS: Form = { name: "" };

// A results screen that arrives later, as the lazily loaded results of the calculators do.
let release: () => void = () => {};
const LateResults = lazy(
  () =>
    new Promise<{ default: (p: { headingRef: React.Ref<HTMLHeadingElement> }) => React.ReactNode }>((resolve) => {
      release = () =>
        resolve({
          default: ({ headingRef }) => (
            <h2 ref={headingRef} tabIndex={-1}>
              Your results
            </h2>
          ),
        });
    }),
);

function Wizard({ preload }: { preload?: () => void }) {
  const wizard = useWizard<Form>("test-wizard", DEFAULTS, 2, preload);
  if (wizard.showResults) {
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <LateResults headingRef={wizard.headingRef} />
      </Suspense>
    );
  }
  return (
    <>
      <h2 ref={wizard.headingRef} tabIndex={-1}>
        Step {wizard.step}
      </h2>
      <button type="button" onClick={wizard.next}>
        Next
      </button>
      <button type="button" onClick={wizard.openResults}>
        Calculate
      </button>
    </>
  );
}

describe("useWizard focus", () => {
  beforeEach(() => sessionStorage.clear());

  it("moves focus to the new step's heading after Next", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Step 1" })).toHaveFocus();
  });

  it("focuses the results heading once the results screen has loaded", async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    release();
    const heading = await screen.findByRole("heading", { name: "Your results" });
    expect(heading).toHaveFocus();
  });

  it("starts loading the results screen once the visitor is past the first step", async () => {
    const user = userEvent.setup();
    const preload = vi.fn();
    render(<Wizard preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(preload).toHaveBeenCalled();
  });
});
