import { contextPart } from "~/lib/context-part";
import type { ProjectStatus } from "~/lib/statuses";
import type { PortfolioProject } from "./types";

// The managed content the public pages read (server/managed): portfolio projects, testimonials and
// team members, edited in the admin area. Plain types so route loaders and components share them.

/** A project as the Portfolio page and its modal show it. */
export type PublicProject = PortfolioProject & { status: ProjectStatus };

/** An approved testimonial. */
export interface PublicTestimonial {
  id: string;
  name: string;
  /** "Chief Operating Officer, Narmada Logistics, Indore": position and company as one line. */
  position: string;
  content: string;
  rating: number;
  /** A measured outcome shown under the quote ("" for none). */
  result: string;
  /** Initials for the avatar circle when there is no image. */
  avatar: string;
  image: string;
}

/** An active team member. */
export interface PublicMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  skills: string[];
  image: string;
  avatar: string;
}

export interface ManagedContentReader {
  projects(): Promise<PublicProject[]>;
  /** Approved only, for one page (Home by default), in the team's order. */
  testimonials(page?: string): Promise<PublicTestimonial[]>;
  /** Active only, in the team's order. */
  team(): Promise<PublicMember[]>;
}

declare module "react-router" {
  interface AppLoadContext {
    /** Portfolio, testimonials and team from the database (server/managed/public-content.ts). */
    managed?: ManagedContentReader;
  }
}

/** "Priya Sharma" → "PS"; "Madonna" → "M"; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w.charAt(0).toUpperCase()).join("");
}

/** The managed content of the load context, or a 503 while it is missing (no server). */
export const managedOf = (context: { managed?: ManagedContentReader }): ManagedContentReader =>
  contextPart(context, "managed", "This page is briefly unavailable.");
