/**
 * Home page content: hero, six service cards, statistics, why-choose list,
 * three testimonials and the closing call to action.
 */
import { Award, BadgeCheck, Clock, FolderKanban, Gauge, Handshake, Lock, MapPin, Smile, Users } from "lucide-react";
import { type ServiceSummary, serviceCatalog } from "./service-catalog";
import type { CallToAction, Feature, Hero, Statistic, Testimonial } from "./types";

/** Badge, accent and actions of the Home hero. Its heading and intro come from pages.ts ("/"), which
 * holds the same words so the title, the h1 and the 404 page never drift apart. */
export const hero: Hero = {
  badge: "AI & IT services from Indore, India",
  title: "Turn AI into",
  highlight: "measurable business results",
  subtitle:
    "We design, build and run AI-powered software, cloud platforms and secure systems for companies that want results within 90 days, not just another pilot.",
  primary: { label: "Calculate Your AI ROI", to: "/roi-calculator" },
  secondary: { label: "Book a Free Consultation", to: "/contact" },
};

/** The six service cards on Home, in display order, each opening the Services page at its filter. */
const HOME_SERVICES = [
  { id: "ai-integration", to: "/services" },
  { id: "web-development", to: "/services/web" },
  { id: "mobile-apps", to: "/services/mobile" },
  { id: "cloud-hosting", to: "/services/cloud" },
  { id: "cybersecurity", to: "/services/security" },
  { id: "it-consulting", to: "/services/consulting" },
] as const;

export type HomeService = ServiceSummary & { to: string };

/** The six service cards on Home (taken from the service catalogue). */
export const services: HomeService[] = HOME_SERVICES.map(({ id, to }) => {
  const service = serviceCatalog.find((s) => s.id === id);
  if (!service) throw new Error(`Home service "${id}" is missing from the service catalogue`);
  return { ...service, to };
});

export const servicesSection = {
  title: "What we do",
  subtitle: "End-to-end delivery, from the first strategy workshop to software running in production.",
  link: { label: "View All Services", to: "/services" },
} as const;

export const statistics: Statistic[] = [
  { number: 500, suffix: "+", label: "Companies Trust Us", icon: Users },
  { number: 50, suffix: "+", label: "Projects Delivered", icon: FolderKanban },
  { number: 5, suffix: "+", label: "Years of Experience", icon: Award },
  { number: 99, suffix: "+", label: "Client Satisfaction (%)", icon: Smile },
];

export const whyChoose: Feature[] = [
  {
    icon: Gauge,
    title: "Results within 90 days",
    description:
      "Every engagement starts with a baseline and a target metric, and the first improvement reaches production within 90 days.",
  },
  {
    icon: BadgeCheck,
    title: "Senior, certified engineers",
    description:
      "Architects and engineers certified on AWS, Azure and Google Cloud lead the work; nothing is handed to an unsupervised junior team.",
  },
  {
    icon: Handshake,
    title: "Fixed prices, no surprises",
    description:
      "Clear packages from $2,999 per project and written change control, so the budget you approve is the budget you spend.",
  },
  {
    icon: Lock,
    title: "Security by design",
    description:
      "Encryption, access control and code review are built in from day one, with NDAs and data handling aligned to the DPDP Act and GDPR.",
  },
  {
    icon: MapPin,
    title: "India-based, globally delivered",
    description:
      "Our head office in Indore gives you strong engineering value, with overlap hours for clients in Europe, the Middle East and North America.",
  },
  {
    icon: Clock,
    title: "Support that stays",
    description: "Up to 12 months of post-launch support, monitoring and a reply to every request within 24 hours.",
  },
];

export const whyChooseSection = {
  title: "Why companies choose us",
  subtitle: "A delivery partner that measures success the way you do: in revenue, cost and time saved.",
} as const;

export const testimonials: Testimonial[] = [
  {
    name: "Priya Sharma",
    position: "Chief Operating Officer, Narmada Logistics, Indore",
    content:
      "Their team automated our shipment documentation and connected it to our ERP in eleven weeks. Manual data entry fell by more than half, and billing now goes out the same day instead of three days later.",
    rating: 5,
    avatar: "PS",
  },
  {
    name: "Daniel Foster",
    position: "Head of Digital, Brightwell Home Retail, Manchester",
    content:
      "We needed a partner who could rebuild our e-commerce platform without disrupting peak season. They delivered on schedule, page load times dropped by 40%, and online conversion is up 18% year on year.",
    rating: 5,
    avatar: "DF",
  },
  {
    name: "Aisha Rahman",
    position: "Director of Customer Experience, Gulfstar Insurance, Dubai",
    content:
      "The AI assistant they built answers policy questions in English and Arabic and hands complex cases to our agents with full context. It now resolves over 60% of enquiries and our satisfaction scores have never been higher.",
    rating: 5,
    avatar: "AR",
  },
];

export const testimonialsSection = {
  title: "What our clients say",
  subtitle: "Businesses in India and around the world trust us with the systems they run on.",
} as const;

export const cta: CallToAction = {
  title: "Ready to see what AI can do for your business?",
  description:
    "Book a free 30-minute consultation. We will review your goals, point out the quickest wins and reply within 24 hours with next steps.",
  primary: { label: "Start Your Project", to: "/contact" },
  secondary: { label: "View Our Portfolio", to: "/portfolio" },
};
