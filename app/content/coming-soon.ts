/** Copy of the Coming Soon page: countdown tiles, the notify form and its thank-you, the What's Coming cards. */
import { BarChart3, Bot, Headset, type LucideIcon, Wrench } from "lucide-react";

export const COMING_SOON_COPY = {
  back: "Back to Home",
  badge: "Launching soon",
  countdownTitle: "Launching in",
  units: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
} as const;

export const NOTIFY_COPY = {
  title: "Get Notified When We Launch",
  text: "Leave your email and we will write once, on launch day, with early access details. No spam.",
  label: "Email address",
  placeholder: "you@company.com",
  button: "Notify Me",
} as const;

export const WHATS_COMING: {
  title: string;
  text: string;
  items: readonly { icon: LucideIcon; title: string; text: string }[];
} = {
  title: "What's Coming",
  text: "A new generation of services for teams that want AI in production, not just in presentations.",
  items: [
    {
      icon: Bot,
      title: "Advanced AI Solutions",
      text: "Ready-made AI agents for sales, support and finance, tuned on your own data and documents.",
    },
    {
      icon: Wrench,
      title: "Custom Implementation",
      text: "Fixed-scope delivery packages that take one use case from pilot to production in 90 days.",
    },
    {
      icon: BarChart3,
      title: "Real-time Analytics",
      text: "Live dashboards that track model accuracy, adoption and business impact in one place.",
    },
    {
      icon: Headset,
      title: "Premium Support",
      text: "A named engineer, guaranteed response times and monthly health checks for your AI systems.",
    },
  ],
};

export const COMING_SOON_LINKS = {
  title: "Can't wait for the launch?",
  text: "Our consulting and development services are available today.",
  services: { label: "View Our Services", to: "/services" },
  contact: { label: "Contact Us", to: "/contact" },
} as const;
