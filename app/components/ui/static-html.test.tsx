import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// Each test gets fresh modules: the hydration phase is module state, ended once per page.
async function load() {
  vi.resetModules();
  const { StaticHtml } = await import("./static-html");
  const phase = await import("~/lib/hydration-phase");
  return { StaticHtml, ...phase };
}

/** The HTML the server sends: rendered where there is no `document`, as on the server. */
function serverHtml(node: React.ReactNode) {
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A client render (createRoot, no server HTML) of a card inside StaticHtml. */
async function clientRender(StaticHtml: Awaited<ReturnType<typeof load>>["StaticHtml"]) {
  const container = document.body.appendChild(document.createElement("div"));
  await act(async () =>
    createRoot(container).render(
      <StaticHtml>
        <Card />
      </StaticHtml>,
    ),
  );
  return container;
}

let renders = 0;
function Card() {
  renders++;
  return (
    <p>
      Cloud cost review <a href="/services">All services</a>
    </p>
  );
}

beforeEach(() => {
  renders = 0;
  document.body.innerHTML = "";
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe("StaticHtml", () => {
  it("keeps the server's HTML at hydration without rendering its children, and its own props stay live", async () => {
    const { StaticHtml, markHydrated } = await load();
    const tree = (hidden: boolean) => (
      <StaticHtml as="section" id="s" hidden={hidden}>
        <Card />
      </StaticHtml>
    );
    const container = document.createElement("div");
    container.innerHTML = serverHtml(tree(false));
    document.body.append(container);
    const html = container.innerHTML;
    expect(html).toBe('<section id="s"><p>Cloud cost review <a href="/services">All services</a></p></section>');
    renders = 0;

    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, tree(false), { onRecoverableError: (e) => errors.push(e) });
    });
    markHydrated();
    expect(errors).toEqual([]);
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(html);

    await act(async () => root.render(tree(true)));
    expect(container.querySelector("section")?.hidden).toBe(true);
    expect(container.querySelector("section")?.textContent).toBe("Cloud cost review All services");
    expect(renders).toBe(0);
  });

  it("renders its children in a client render after hydration (a client-side navigation)", async () => {
    const { StaticHtml, markHydrated } = await load();
    markHydrated();
    const container = await clientRender(StaticHtml);
    expect(renders).toBe(1);
    expect(container.textContent).toBe("Cloud cost review All services");
  });

  it("renders its children when it comes up empty during hydration (a client-render fallback)", async () => {
    const { StaticHtml, isHydrating } = await load();
    expect(isHydrating()).toBe(true);
    const container = await clientRender(StaticHtml);
    expect(container.textContent).toBe("Cloud cost review All services");
  });
});
