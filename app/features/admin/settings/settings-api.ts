// What the Settings tab receives from the server (context.admin.settings; server/settings/site-settings.ts).

import type { Result } from "~/lib/result";

export interface BlogSettings {
  title: string;
  description: string;
  defaultAuthor: string;
  postsPerPage: number;
}

export interface SettingsApi {
  /** The blog's heading, description, default author and page size (defaults until saved). */
  blog(): Promise<BlogSettings>;
  saveBlog(input: Record<string, string>): Promise<Result>;
}
