import { describe, expect, it } from "vitest";
import { entriesUsing, FRAMEWORK_MODULE, frameModule, pageOnlyIcon, sharedGroupOf } from "./client-chunking";

const root = "/repo";

describe("client chunk groups", () => {
  it.each([
    [`${root}/node_modules/react/cjs/react.production.js`, true],
    [`${root}/node_modules/react-dom/cjs/react-dom-client.production.js`, true],
    [`${root}/node_modules/scheduler/index.js`, true],
    [`${root}/node_modules/react-router/dist/production/chunk-Q34X6AWR.mjs`, true],
    [`${root}/node_modules/lucide-react/dist/esm/icons/bot.mjs`, false],
    [`${root}/node_modules/zod/v4/core/core.js`, false],
    [`${root}/app/root.tsx`, false],
  ])("%s is framework: %s", (id, expected) => {
    expect(FRAMEWORK_MODULE.test(id)).toBe(expected);
  });

  it.each([
    [`${root}/app/components/ui/field.tsx`, "forms"],
    [`${root}/app/components/ui/lead-form-frame.tsx`, "forms"],
    [`${root}/app/components/widgets/newsletter-box.tsx`, "newsletter"],
    [`${root}/app/lib/form-rules.ts`, "ui"],
    [`${root}/app/lib/use-session-draft.ts`, "forms"],
    [`${root}/app/lib/use-lead-form.ts`, "lead-form"],
    [`${root}/app/content/form-messages.ts`, "lead-form"],
    [`${root}/app/lib/use-email-signup.ts`, "lead-form"],
    [`${root}/app/components/ui/modal.tsx`, "dialog"],
    [`${root}/app/components/ui/tabs.tsx`, "dialog"],
    [`${root}/app/components/booking/slot-picker.tsx`, "booking"],
    [`${root}/app/components/booking/use-slot-list.ts`, "booking"],
    [`${root}/app/lib/booking.ts`, "booking"],
    [`${root}/app/lib/booking-zone.ts`, "booking"],
    [`${root}/app/content/time-zones.ts`, "booking"],
    [`${root}/app/lib/booking-schema.ts`, undefined],
    [`${root}/node_modules/lucide-react/dist/esm/icons/bot.mjs`, "ui"],
    [`${root}/app/components/ui/page-hero.tsx`, "ui"],
    [`${root}/app/components/ui/particles.tsx`, "ui"],
    [`${root}/app/components/ui/animated-counter.tsx`, "ui"],
    [`${root}/app/components/ui/stat-grid.tsx`, "ui"],
    [`${root}/app/components/widgets/toast.tsx`, "ui"],
    [`${root}/app/lib/public-settings.ts`, "ui"],
    [`${root}/app/lib/use-media-query.ts`, "ui"],
    ["\0vite/preload-helper.js", "ui"],
    ["C:\\repo\\app\\components\\ui\\cta-band.tsx", "ui"],
    [`${root}/app/components/layout/site-footer.tsx`, "ui"],
    // Zod and the schemas built on it stay out: only forms load them, on demand.
    [`${root}/app/lib/form-schema.ts`, undefined],
    [`${root}/app/lib/zod.ts`, undefined],
    [`${root}/node_modules/zod/v4/classic/schemas.js`, undefined],
    // Page content and features belong to their pages.
    [`${root}/app/content/pages.ts`, undefined],
    [`${root}/app/features/calculators/roi/roi.ts`, undefined],
    [`${root}/app/routes/home.tsx`, undefined],
  ])("%s goes to group %s", (id, expected) => {
    expect(sharedGroupOf(id)).toBe(expected);
  });

  const icon = `${root}/node_modules/lucide-react/dist/esm/icons/phone.mjs`;
  it.each([
    ["the header (shared frame)", [`${root}/app/components/layout/site-header.tsx`], false],
    ["a UI primitive and a page", [`${root}/app/components/ui/cta-band.tsx`, `${root}/app/content/home.ts`], false],
    ["a helper in app/lib", [`${root}/app/lib/use-lead-form.ts`], false],
    ["page content only", [`${root}/app/content/home.ts`], true],
    [
      "two features",
      [`${root}/app/features/contact/contact-page.tsx`, `${root}/app/features/blog/post-card.tsx`],
      true,
    ],
    ["a page's own copy (?in=)", [`${root}/app/features/contact/contact-page.tsx`], true],
  ])("an icon imported by %s is page-only: %s", (_what, importers, expected) => {
    const ctx = { getModuleInfo: (id: string) => (id === icon ? ({ importers } as never) : null) };
    expect(pageOnlyIcon(icon, ctx)).toBe(expected);
  });

  it("leaves modules that are not icons to the groups", () => {
    const ctx = { getModuleInfo: () => ({ importers: [`${root}/app/content/home.ts`] }) as never };
    expect(pageOnlyIcon(`${root}/app/components/ui/page-hero.tsx`, ctx)).toBe(false);
  });

  // A small module graph: root → header → use-dismiss; home → hero; about → hero; contact → (lazy) chat.
  const graph: Record<string, { importers: string[]; dynamicImporters?: string[] }> = {
    [`${root}/app/components/layout/site-header.tsx`]: { importers: [`${root}/app/root.tsx`] },
    [`${root}/app/lib/use-dismiss.ts`]: { importers: [`${root}/app/components/layout/site-header.tsx`] },
    [`${root}/app/components/ui/page-hero.tsx`]: {
      importers: [`${root}/app/routes/home.tsx`, `${root}/app/routes/about.tsx`],
    },
    [`${root}/app/lib/chat-format.ts`]: {
      importers: [`${root}/app/features/chat/panel.tsx`, `${root}/app/routes/contact.tsx`],
    },
    [`${root}/app/features/chat/panel.tsx`]: { importers: [], dynamicImporters: [`${root}/app/root.tsx`] },
  };
  const ctx = {
    getModuleInfo: (id: string) =>
      ({ importers: graph[id]?.importers ?? [], dynamicImporters: graph[id]?.dynamicImporters ?? [] }) as never,
  };
  it.each([
    [`${root}/app/lib/use-dismiss.ts`, true, 1],
    [`${root}/app/components/layout/site-header.tsx`, true, 1],
    [`${root}/app/components/ui/page-hero.tsx`, false, 2],
    // A lazily loaded chunk counts as an entry, as in Rolldown's share count.
    [`${root}/app/lib/chat-format.ts`, false, 2],
  ])("%s: frame %s, used by %i entries", (id, frame, entries) => {
    expect(frameModule(id, ctx)).toBe(frame);
    expect(entriesUsing(id, ctx)).toBe(entries);
  });
});
