import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { DEV_SERVICE_PAGES, DEV_SERVICE_PATHS, TRAINING_PAGES } from "~/content/service-details";
import { SERVICE_DETAIL_PATHS, TRAINING_PATHS } from "~/lib/site-paths";
import { contentForPath } from "./page-content";

describe("contentForPath: development services", () => {
  it.each([
    // path, badge, counter values
    ["/services/dev/chatbots", "Custom Chatbots & Agents", [65, 22, 90]],
    ["/services/dev/automation", "Workflow Automation", [72, 58, 83]],
    ["/services/dev/idp", "Intelligent Document Processing", [75, 93, 88]],
    ["/services/dev/genai", "Generative AI App Integration", [68, 55, 24]],
  ])("%s → %s with counters %j", (path, badge, counters) => {
    const content = contentForPath(DEV_SERVICE_PAGES, path);
    expect(content.hero.badge).toBe(badge);
    expect(content.counters.items.map((c) => c.value)).toEqual(counters);
    expect(content.features.items).toHaveLength(4);
    expect(content.useCases.items).toHaveLength(4);
    expect(content.architecture.items).toHaveLength(6);
  });

  it("covers exactly the four development paths, all registered as site pages", () => {
    expect(Object.keys(DEV_SERVICE_PAGES).sort()).toEqual([...DEV_SERVICE_PATHS].sort());
    for (const path of DEV_SERVICE_PATHS) expect(SERVICE_DETAIL_PATHS).toContain(path);
  });
});

describe("contentForPath: training tracks", () => {
  it.each([
    ["/services/training/certifications", "Training: AI Certifications", "Exam preparation"],
    ["/services/training/tooling", "Training: AI Tooling", "Vector databases and search"],
    ["/services/training/prompt-engineering", "Training: Prompt Engineering", "Core prompt patterns"],
    ["/services/training/mlops", "Training: MLOps", "CI/CD for machine learning"],
  ])("%s → %s (module %s)", (path, badge, module) => {
    const content = contentForPath(TRAINING_PAGES, path);
    expect(content.hero.badge).toBe(badge);
    expect(content.curriculum.modules.map((m) => m.title)).toContain(module);
  });

  it("covers exactly the training paths, each with its own page info", () => {
    expect(Object.keys(TRAINING_PAGES).sort()).toEqual([...TRAINING_PATHS].sort());
    for (const path of TRAINING_PATHS) expect(PAGES[path].heading).toBeTruthy();
  });
});

describe("contentForPath: paths it does not know", () => {
  it.each(["/services/dev/apps", "/services/dev", "/", "/services/training/", "/constructor", "/toString"])(
    "%s is a 404, never another page",
    (path) => {
      let thrown: unknown;
      try {
        contentForPath(TRAINING_PAGES, path);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    },
  );

  it("ignores a trailing slash", () => {
    expect(contentForPath(DEV_SERVICE_PAGES, "/services/dev/idp/")).toBe(DEV_SERVICE_PAGES["/services/dev/idp"]);
  });
});
