// Run after `react-router build` so `npm start` knows the build matches the sources and settings.
import { writeStamp } from "../server/build-check";

writeStamp();
