import path from "node:path";
import { describe, expect, it } from "vitest";
import { directLucideImports } from "./build-plugins";

const app = path.resolve("app");
const icons = path.resolve("node_modules/lucide-react/dist/esm/icons");
const plugin = directLucideImports(app);
const transform = (code: string, file: string, environment = "client") =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
    { environment: { name: environment } },
    code,
    path.join(app, file),
  )?.code;

describe("directLucideImports", () => {
  it("imports each icon from its own module, aliases and lucide's alias names included", () => {
    const code = 'import { Phone, CheckCircle2, Map as MapIcon } from "lucide-react";\nexport { Phone };';
    expect(transform(code, "components/widgets/x.tsx")).toBe(
      `import Phone from "${icons}/phone.mjs";\n` +
        `import CheckCircle2 from "${icons}/circle-check.mjs";\n` +
        `import MapIcon from "${icons}/map.mjs";\nexport { Phone };`,
    );
  });

  it("gives page code its own copy of an icon in the browser build, and not on the server", () => {
    const code = 'import { PiggyBank } from "lucide-react";';
    const copy = transform(code, "features/contact/contact-page.tsx");
    expect(copy).toMatch(new RegExp(`^import PiggyBank from "${icons}/piggy-bank\\.mjs\\?in=[0-9a-f]{8}";$`));
    expect(transform(code, "features/blog/post-card.tsx")).not.toBe(copy);
    expect(transform(code, "features/contact/contact-page.tsx", "ssr")).toBe(
      `import PiggyBank from "${icons}/piggy-bank.mjs";`,
    );
  });

  it("gives no copy of an icon the shared code uses (the header's Phone is in the shared chunk)", () => {
    expect(transform('import { Phone } from "lucide-react";', "features/contact/contact-page.tsx")).toBe(
      `import Phone from "${icons}/phone.mjs";`,
    );
  });

  it("keeps types and non-icon names on the package import, and leaves other files alone", () => {
    const code = 'import { type LucideIcon, Phone, createLucideIcon } from "lucide-react";';
    expect(transform(code, "lib/x.ts")).toBe(
      `import Phone from "${icons}/phone.mjs";\nimport { type LucideIcon, createLucideIcon } from "lucide-react";`,
    );
    expect(transform('import type { LucideIcon } from "lucide-react";', "lib/x.ts")).toBeUndefined();
    expect(transform('import { Phone } from "lucide-react";', "../node_modules/x/y.ts")).toBeUndefined();
  });
});
