// Client modules start after the first paint (ADR 025). React Router's document loads its
// modules early: <link rel="modulepreload"> for the whole graph and an inline module script that
// imports the route modules statically. On a slow phone connection those ~125 KB compete with the
// HTML for bandwidth before anything is painted, although the page needs none of them to show: the
// HTML is complete and its CSS is inline. This pass rewrites the document so the same modules are
// preloaded and imported by the same inline script once the first contentful paint has happened (or
// at once in a hidden tab, where nothing paints). Hydration then follows the paint instead of racing
// it; links and forms work as plain HTML meanwhile.
//
// The rewritten script stays inline, so prerendered pages hash it into their CSP and server-rendered
// pages keep its nonce (server/http/security.ts). The pass is idempotent: a rewritten document has no
// static import left.

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
// `import * as route0 from "/assets/root-x.js";` or `import "/assets/manifest-x.js";`, one per line.
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"]+)";[ \t]*$/gm;

/** Runs `start` once, in a task after the first contentful paint; at once when nothing will paint. */
const SCHEDULE =
  "let s=0;const go=()=>{if(!s){s=1;setTimeout(start)}};" +
  'const P=window.PerformanceObserver;if(document.visibilityState==="visible"&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint")){' +
  'new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
  // A tab hidden before its first paint: start when it shows, or after 3 s at the latest.
  'addEventListener("visibilitychange",go,{once:true});setTimeout(go,3000)}else go();';

/** The module URLs a document preloads and imports before it runs (its first JavaScript). */
export function firstModules(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(MODULEPRELOAD)) urls.add(m[1]);
  const body = html.match(MODULE_SCRIPT)?.[2] ?? "";
  const list = body.match(/^const preload=(\[[^\]]*\]);/m)?.[1];
  if (list) for (const url of JSON.parse(list) as string[]) urls.add(url);
  for (const m of body.matchAll(STATIC_IMPORT)) urls.add(m[2]);
  return [...urls];
}

/** Rewrites React Router's module loading to start after the first paint; other documents pass unchanged. */
export function deferClientModules(html: string): string {
  const script = html.match(MODULE_SCRIPT);
  if (!script) return html;
  const [whole, open, body, close] = script;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;

  const preload = [...new Set([...html.matchAll(MODULEPRELOAD)].map((m) => m[1]))];
  const names = imports.map((m, i) => m[1] ?? `_${i}`);
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(",");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  // The entry module hydrates as soon as it runs, so it comes last, after the rest of the script.
  const entry = rest.match(/import\("([^"]+)"\);?\s*$/)?.[1] ?? "";
  const rewritten =
    `\nconst preload=${JSON.stringify(preload)};\n` +
    // One preload link per task too: starting a module request costs the main thread 2-3 ms.
    'const start=async()=>{for(const href of preload){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);await new Promise((r)=>setTimeout(r))}\n' +
    // One module graph per task, with a yield between: no single long evaluation task.
    `for(const href of preload)if(href!==${JSON.stringify(entry)}){await import(href);await new Promise((r)=>setTimeout(r))}\n` +
    `const [${names.join(",")}]=await Promise.all([${loads}]);\n${rest}\n};\n${SCHEDULE}\n`;
  return html.replace(MODULEPRELOAD, "").replace(whole, () => open + rewritten + close);
}
