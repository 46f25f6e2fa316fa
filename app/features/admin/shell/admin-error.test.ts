import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { adminProblem } from "~/features/admin/shell/admin-error";

// What React Router hands an error boundary for a loader that threw data(…, { status }).
const thrown = (status: number) => new ErrorResponseImpl(status, "", "from the server");

describe("adminProblem", () => {
  it.each([
    [403, "Not available for your role", false],
    [401, "Not available for your role", false],
    [404, "Not found", false],
    [503, "Temporarily unavailable", true],
    [400, "This request could not be handled", false],
    [500, "Something went wrong", true],
  ])("a %i says %s (retry: %s)", (status, title, retry) => {
    expect(adminProblem(thrown(status))).toMatchObject({ status, title, retry });
  });

  it("treats a thrown Error as the server's fault, worth a retry", () => {
    expect(adminProblem(new Error("boom"))).toMatchObject({ status: 500, title: "Something went wrong", retry: true });
  });

  it("names the role problem in plain words", () => {
    expect(adminProblem(thrown(403)).text).toMatch(/^Your role cannot use this part of the admin area\./);
  });
});
