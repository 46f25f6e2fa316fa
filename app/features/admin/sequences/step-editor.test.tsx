import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/widgets/toast";
import { StepEditor } from "./step-editor";

function NewStep() {
  return (
    <ToastProvider>
      <StepEditor position={2} delayDays={7} isNew labelledBy="step-2-heading" />
    </ToastProvider>
  );
}

/** The editor on a route whose action records each post and answers with `answer`. */
function renderEditor(answer: object = { ok: true, message: "Step 2 saved." }) {
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/sequences",
      Component: NewStep,
      action: async ({ request }) => {
        posts.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/sequences"]} />);
  return posts;
}

const box = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

describe("the step editor", () => {
  it.each([
    ["Add step 2", "Hi {{last_name}}", "Subject", "Use only the placeholders listed."],
    ["Preview step 2", "{{ first_name }}, about {{price}}", "Subject", "Use only the placeholders listed."],
    ["Send a test to me (step 2)", "", "Subject", "Please enter the e-mail subject."],
  ])(
    "%s with the subject %j: posts nothing, names the field, focuses it and keeps the text",
    async (button, subject, label, error) => {
      const posts = renderEditor();
      await screen.findByRole("textbox", { name: "Subject" });
      type("Subject", subject);
      type("Message", "Hello {{first_name}}");
      fireEvent.click(await screen.findByRole("button", { name: button }));
      const field = box(label);
      expect(field).toHaveAccessibleDescription(error);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveFocus();
      expect(screen.getByText("Please correct the highlighted fields: Subject.")).toHaveAttribute("role", "alert");
      expect(box("Message")).toHaveValue("Hello {{first_name}}");
      expect(posts).toEqual([]);
    },
  );

  it("posts a valid step with its position and intent, then says so", async () => {
    const posts = renderEditor();
    expect(await screen.findByRole("textbox", { name: "Days after the start" })).toHaveValue("7");
    type("Subject", "{{first_name}}, three ideas for {{company}}");
    type("Message", "[Book a call]({{booking_link}})");
    fireEvent.click(screen.getByRole("button", { name: "Add step 2" }));
    expect(await screen.findByText("Step 2 saved.")).toBeInTheDocument();
    expect(posts).toEqual([
      {
        intent: "save",
        position: "2",
        delayDays: "7",
        subject: "{{first_name}}, three ideas for {{company}}",
        body: "[Book a call]({{booking_link}})",
      },
    ]);
  });
});
