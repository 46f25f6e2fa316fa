import { describe, expect, it } from "vitest";
import {
  formatResults,
  MemberFormSchema,
  ProjectFormSchema,
  parseResults,
  sitePath,
  TestimonialFormSchema,
} from "~/features/admin/managed/managed-schemas";

describe("parseResults", () => {
  it.each([
    ["Orders placed online: 78%", [{ label: "Orders placed online", value: "78%" }]],
    [
      " Uptime : 99.95% \n\n Release frequency: Monthly to daily ",
      [
        { label: "Uptime", value: "99.95%" },
        { label: "Release frequency", value: "Monthly to daily" },
      ],
    ],
    // Only the first colon separates: a value may hold one.
    ["Ratio: 10:1", [{ label: "Ratio", value: "10:1" }]],
    ["No value here", [{ label: "No value here", value: "" }]],
    ["", []],
  ])("%j → %j", (text, want) => {
    expect(parseResults(text)).toEqual(want);
  });

  it("formatResults is its inverse for well-formed lines", () => {
    const results = [
      { label: "Infrastructure cost", value: "-32%" },
      { label: "ISO 27001 audit", value: "Passed first time" },
    ];
    expect(parseResults(formatResults(results))).toEqual(results);
  });
});

describe("sitePath", () => {
  it.each([
    ["", true],
    ["/images/portfolio/b2b-ordering-portal.svg", true],
    ["/media/2026/team photo.jpg", false],
    ["/media/2026/team-photo.jpg", true],
    ["/images/../server/db.sqlite", false],
    ["//evil.example/x.png", false],
    ["https://evil.example/x.png", false],
    ["javascript:alert(1)", false],
    ["/admin/secret.png", false],
  ])("%j valid: %s", (value, ok) => {
    expect(sitePath.safeParse(value).success).toBe(ok);
  });
});

const project = {
  title: "Packing Line Vision",
  client: "Malwa Foods",
  category: "ai",
  status: "completed",
  description: "Cameras flag damaged cartons before they ship.",
  technologies: "Python, PyTorch",
  results: "Damaged cartons: -80%",
  value: "$45,000",
  duration: "",
  team: "",
  color: "from-blue-600 to-indigo-600",
  image: "",
  imageAlt: "",
};

describe("ProjectFormSchema", () => {
  it("parses lists, results and the value in whole dollars", () => {
    expect(ProjectFormSchema.parse(project)).toMatchObject({
      technologies: ["Python", "PyTorch"],
      results: [{ label: "Damaged cartons", value: "-80%" }],
      value: 45000,
    });
  });

  it.each([
    [{ category: "games" }, "category", "Choose a category."],
    [{ status: "done" }, "status", "Choose completed or in progress."],
    [{ technologies: " , " }, "technologies", "List at least one technology."],
    [{ results: "Just a label" }, "results", "Write each result as “Label: value”."],
    [{ value: "12.5" }, "value", "Enter whole US dollars, e.g. 45000."],
    [{ color: "from-lime-100 to-lime-200" }, "color", "Choose an accent colour."],
    [{ image: "/images/x.png" }, "imageAlt", "Describe the image for people who cannot see it."],
    [{ title: "AB" }, "title", "Enter a title of at least 3 characters."],
  ])("%j → %s: %s", (change, field, message) => {
    const result = ProjectFormSchema.safeParse({ ...project, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe("TestimonialFormSchema and MemberFormSchema", () => {
  const quote = {
    name: "Nikhil Rao",
    position: "Head of Operations",
    company: "",
    content: "They rebuilt our dispatch planning in ten weeks.",
    rating: "4",
    status: "pending",
    date: "2026-11-20",
    page: "/",
    result: "",
    image: "",
  };
  it.each([
    [{}, true],
    [{ rating: "6" }, false],
    [{ rating: "0" }, false],
    [{ date: "2026-02-30x" }, false],
    [{ date: "20-11-2026" }, false],
    [{ status: "hidden" }, false],
    [{ page: "/resources/ai-strategy-roadmap", result: "18% lift in repeat purchases" }, true],
    [{ page: "/contact" }, false],
  ])("testimonial %j valid: %s", (change, ok) => {
    expect(TestimonialFormSchema.safeParse({ ...quote, ...change }).success).toBe(ok);
  });

  const member = {
    name: "Kavita Joshi",
    role: "Head of AI",
    email: "",
    bio: "",
    skills: "MLOps, LLMs",
    status: "active",
    image: "",
  };
  it.each([
    [{}, true],
    [{ email: "kavita@narmada.ai" }, true],
    [{ email: "not-an-address" }, false],
    [{ status: "retired" }, false],
    [{ skills: Array.from({ length: 13 }, (_, i) => `s${i}`).join(",") }, false],
  ])("member %j valid: %s", (change, ok) => {
    expect(MemberFormSchema.safeParse({ ...member, ...change }).success).toBe(ok);
  });
});
