import { describe, expect, it } from "vitest";
import { contextPart } from "./context-part";

interface Context {
  blog?: { title: string } | null;
}

const unavailable = "The blog is not available right now.";

describe("contextPart", () => {
  it("hands back the part when the server provided it", () => {
    expect(contextPart<Context, "blog">({ blog: { title: "Insights" } }, "blog", unavailable)).toEqual({
      title: "Insights",
    });
  });

  it.each([
    ["missing", {}],
    ["undefined", { blog: undefined }],
    ["null", { blog: null }],
  ] as [string, Context][])("answers 503 with the given text when the part is %s", async (_, context) => {
    let thrown: unknown;
    try {
      contextPart(context, "blog", unavailable);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).text()).toBe(unavailable);
  });
});
