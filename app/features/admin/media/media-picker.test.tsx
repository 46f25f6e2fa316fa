import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MediaPicker } from "~/features/admin/media/media-picker";

// The contract other admin forms rely on: a hidden input called `name` holding the image's public path.
const hidden = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);

describe("MediaPicker", () => {
  it("puts the current image's path in a hidden input named by `name`, in a group named by `label`", () => {
    const { container } = render(
      <form>
        <MediaPicker
          name="photo"
          label="Team photo"
          defaultValue="/media/0b6c5c1e-8a0c-4d6e-9a51-0d2f5b7f3a10/asha.jpg"
        />
      </form>,
    );
    expect(screen.getByRole("group", { name: "Team photo" })).toBeInTheDocument();
    expect(hidden(container, "photo")?.value).toBe("/media/0b6c5c1e-8a0c-4d6e-9a51-0d2f5b7f3a10/asha.jpg");
    expect(screen.getByLabelText("Upload a new image")).toHaveAttribute(
      "accept",
      "image/png,image/jpeg,image/webp,image/gif",
    );
  });

  it("sends an empty value after Remove image, and with no default", async () => {
    const { container } = render(
      <MediaPicker name="image" label="Image" defaultValue="/images/blog/measuring-ai-roi.svg" />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove image" }));
    expect(hidden(container, "image")?.value).toBe("");
    expect(screen.getByText("No image chosen.")).toBeInTheDocument();
  });

  it("refuses a 6 MB file before sending it", async () => {
    render(<MediaPicker name="image" label="Image" />);
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "poster.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Upload a new image"), big);
    expect(screen.getByRole("alert")).toHaveTextContent("poster.png is 6 MB: images can be at most 5 MB.");
  });
});
