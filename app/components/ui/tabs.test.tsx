import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabPanel, Tabs } from "./tabs";

const ITEMS = [
  { id: "vision", label: "Vision & Mission" },
  { id: "values", label: "Our Values" },
  { id: "philosophy", label: "Philosophy" },
] as const;
type Id = (typeof ITEMS)[number]["id"];

function Demo() {
  const [tab, setTab] = useState<Id>("vision");
  return (
    <>
      <Tabs idBase="t" label="About" items={ITEMS} selected={tab} onSelect={setTab} />
      <TabPanel idBase="t" id={tab}>
        panel {tab}
      </TabPanel>
    </>
  );
}

describe("Tabs", () => {
  it("selects by click and ties the panel to its tab", async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole("tab", { name: "Our Values" }));
    expect(screen.getByRole("tab", { name: "Our Values" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Our Values" })).toHaveTextContent("panel values");
  });

  it.each([
    ["{ArrowRight}", "Our Values"],
    ["{ArrowLeft}", "Philosophy"],
    ["{End}", "Philosophy"],
    ["{ArrowRight}{ArrowRight}{ArrowRight}", "Vision & Mission"],
    ["{End}{Home}", "Vision & Mission"],
  ])("keys %s from the first tab select %s and move focus to it", async (keys, expected) => {
    render(<Demo />);
    screen.getByRole("tab", { name: "Vision & Mission" }).focus();
    await userEvent.keyboard(keys);
    const tab = screen.getByRole("tab", { name: expected });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveFocus();
    expect(screen.getAllByRole("tab").filter((t) => t.tabIndex === 0)).toEqual([tab]);
  });
});
