import { describe, expect, it } from "vitest";
import { productionProblems, refusal } from "./production-checks";

const safe = {
  SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
  MAIL_DEMO: false,
  SITE_URL: "https://www.example.com",
  TRUST_PROXY: "1",
};

describe("productionProblems", () => {
  it("finds nothing in a production configuration", () => {
    expect(productionProblems(safe)).toEqual([]);
  });

  it.each([
    [{ SMTP_URL: "" }, "SMTP_URL"],
    [{ SITE_URL: "http://localhost:3000" }, "SITE_URL"],
    [{ SITE_URL: "https://localhost" }, "SITE_URL"],
    [{ SITE_URL: "https://127.0.0.1:8443" }, "SITE_URL"],
    [{ SITE_URL: "http://[::1]:3000" }, "SITE_URL"],
    [{ SITE_URL: "https://shop.localhost" }, "SITE_URL"],
    [{ SITE_URL: "http://www.example.com" }, "SITE_URL"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: " true " }, "TRUST_PROXY"],
  ])("%o is refused, naming %s", (change, key) => {
    expect(productionProblems({ ...safe, ...change }).map((p) => p.key)).toEqual([key]);
  });

  it.each([
    [{ SMTP_URL: "", MAIL_DEMO: true }],
    [{ SMTP_URL: "smtps://mailer:secret@mail.example.com:465" }],
    [{ SITE_URL: "https://localhost-services.example.com" }],
    [{ SITE_URL: "https://127.example.com" }],
    [{ TRUST_PROXY: "false" }],
    [{ TRUST_PROXY: "loopback" }],
    [{ TRUST_PROXY: "10.0.0.0/8, 172.16.0.0/12" }],
  ])("%o is accepted", (change) => {
    expect(productionProblems({ ...safe, ...change })).toEqual([]);
  });

  it("lists every problem of the demo defaults, one each, in a fixed order", () => {
    const problems = productionProblems({
      SMTP_URL: "",
      MAIL_DEMO: false,
      SITE_URL: "http://localhost:3000",
      TRUST_PROXY: "true",
    });
    expect(problems.map((p) => p.key)).toEqual(["SMTP_URL", "SITE_URL", "TRUST_PROXY"]);
  });

  it("states the fix on one line", () => {
    const [problem] = productionProblems({ ...safe, SMTP_URL: "" });
    const line = refusal(problem);
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^Refusing to start: SMTP_URL .*set SMTP_URL=smtp:\/\/.*MAIL_DEMO=true/);
  });
});
