/**
 * The About page's team section: its heading, and the people it starts with. The rows live in the
 * database (team_members), seeded once from this list and edited in the admin Team tab; this module
 * stays the seed source and the section's copy.
 */

export const teamSection = {
  title: "The people behind the work",
  subtitle:
    "Senior engineers and consultants from Indore who stay on your project from the first workshop to launch and beyond.",
  /** Shown when every member is inactive. */
  empty: "Our team profiles are being updated. Contact us to meet the people who would work on your project.",
  skillsLabel: "Skills",
} as const;

export interface TeamSeed {
  id: string;
  name: string;
  role: string;
  email: string;
  bio: string;
  skills: string[];
}

export const team: TeamSeed[] = [
  {
    id: "seed-member-arjun-mehta",
    name: "Arjun Mehta",
    role: "Founder & Chief Executive Officer",
    email: "arjun.mehta@narmada.ai",
    bio: "Spent twelve years building data platforms for banks and retailers before founding the company in Indore to bring the same engineering to growing businesses.",
    skills: ["AI strategy", "Data platforms", "Client partnerships"],
  },
  {
    id: "seed-member-kavita-joshi",
    name: "Kavita Joshi",
    role: "Head of AI Engineering",
    email: "kavita.joshi@narmada.ai",
    bio: "Leads the team that designs, evaluates and ships our language-model and computer-vision systems, with a focus on measurable accuracy and safe hand-offs to people.",
    skills: ["LLM applications", "MLOps", "Computer vision"],
  },
  {
    id: "seed-member-rahul-verma",
    name: "Rahul Verma",
    role: "Director of Cloud & Security",
    email: "rahul.verma@narmada.ai",
    bio: "Runs our cloud migrations and security programmes; certified AWS and Azure architect who has moved more than forty production systems without downtime.",
    skills: ["AWS", "Azure", "Zero-trust security"],
  },
  {
    id: "seed-member-sneha-kulkarni",
    name: "Sneha Kulkarni",
    role: "Principal Consultant, Digital Transformation",
    email: "sneha.kulkarni@narmada.ai",
    bio: "Turns business goals into costed roadmaps: process mapping, use-case prioritisation and the change management that makes new systems stick.",
    skills: ["Process design", "ROI modelling", "Change management"],
  },
];
