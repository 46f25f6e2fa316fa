import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { directLucideImports, reactRouterProductionClient, slimLucideIcons } from "./scripts/lib/build-plugins";
import { clientChunking } from "./scripts/lib/client-chunking";

const app = path.resolve(import.meta.dirname, "app");

export default defineConfig({
  plugins: [
    reactRouterProductionClient(),
    slimLucideIcons(path.join(app, "components/ui/lucide-icon.ts")),
    directLucideImports(app),
    clientChunking(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: { "~": app } },
  build: { target: "es2022" },
});
