// Flags Chromium needs on this kind of machine: no /dev/shm, no GPU, and no background network calls
// (the network is closed; without these Chromium retries connections many times a second).
export const CHROME_FLAGS = [
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];
