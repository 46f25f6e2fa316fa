// What the Portfolio, Testimonials and Team tabs receive from the server (context.admin.managed).
// Plain types only: the browser bundle never imports server/managed.

import type { ManagedKind } from "~/features/admin/managed/managed-schemas";
import type { Result } from "~/lib/result";
import type { MemberStatus, ProjectStatus, TestimonialStatus } from "~/lib/statuses";

interface Ordered<Status extends string> {
  id: string;
  status: Status;
  /** A site path, or "" for none. */
  image: string;
}

export interface AdminProject extends Ordered<ProjectStatus> {
  title: string;
  client: string;
  category: string;
  description: string;
  technologies: string[];
  results: { label: string; value: string }[];
  value: number | null;
  duration: string;
  team: string;
  color: string;
  imageAlt: string;
}

export interface AdminTestimonial extends Ordered<TestimonialStatus> {
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  date: string;
  page: string;
  result: string;
}

export interface AdminMember extends Ordered<MemberStatus> {
  name: string;
  role: string;
  email: string;
  bio: string;
  skills: string[];
}

export interface ManagedItems {
  projects: AdminProject;
  testimonials: AdminTestimonial;
  team: AdminMember;
}

export type MoveDirection = "up" | "down";

/** The three tabs' reads and changes, acting as the signed-in user; each change is audited. */
export interface ManagedAdminApi {
  list<K extends ManagedKind>(kind: K): Promise<ManagedItems[K][]>;
  /** Creates (id null) or updates an item from its form's fields. */
  save(kind: ManagedKind, id: string | null, input: Record<string, string>): Promise<Result>;
  setStatus(kind: ManagedKind, id: string, status: string): Promise<Result>;
  move(kind: ManagedKind, id: string, direction: string): Promise<Result>;
  remove(kind: ManagedKind, id: string): Promise<Result>;
}
