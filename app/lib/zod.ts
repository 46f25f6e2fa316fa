import { z } from "zod";

// zod compiles parsers with `new Function` unless told not to; our CSP forbids eval in the browser.
z.config({ jitless: true });

export { z };
