// Run after `react-router build` so `npm start` knows the build matches the sources (settings are
// applied at start, never built in: docs/decisions/015).
import { writeStamp } from "../server/build-check";

writeStamp();
