import { Map as MapIcon, MessageSquare, MessagesSquare, Rocket, Smile, Sparkles, Target } from "lucide-react";
import { defineOutcomePage, guarantee, strategyCallButton } from "./shared";

export const enhanceCustomerExperience = defineOutcomePage({
  slug: "enhance-customer-experience",
  path: "/enhance-customer-experience",
  meta: {
    title: "Better Customer Experience with AI",
    description:
      "Delight customers with AI personalisation, omnichannel conversational AI and sentiment analytics. Higher satisfaction within 90 days, or money back.",
  },
  hero: {
    badge: "Business Outcome: Customer Experience",
    title: "Enhance Every Customer Experience",
    subtitle:
      "Recognise each customer, respond on the channel they prefer and act on what they tell you, at a scale no team could manage by hand.",
  },
  stats: [
    {
      number: "20%",
      label: "Higher satisfaction scores",
      desc: "CSAT improvement after personalisation and instant answers.",
    },
    {
      number: "2x",
      label: "Higher engagement",
      desc: "Personalised content earns twice the clicks of generic campaigns.",
    },
    {
      number: "< 5 sec",
      label: "Response time",
      desc: "Conversational AI replies instantly on every channel.",
    },
    {
      number: "15%",
      label: "Better retention",
      desc: "Customers who feel understood stay longer and buy more.",
    },
  ],
  solutions: [
    {
      id: "personalization",
      title: "Personalisation Engine",
      icon: Sparkles,
      outcome:
        "Every visitor sees the products, content and offers that match their interests, on your website, app and emails.",
      technology:
        "Real-time recommendation models on behaviour and purchase history, served through APIs to your web, app and marketing platforms.",
      roi: "10-25% increase in conversion rate",
      features: [
        "Real-time product and content recommendations",
        "Unified customer profiles across channels",
        "Personalised emails, push notifications and offers",
        "Audience segments discovered by AI",
        "Consent management aligned with the DPDP Act and GDPR",
        "A/B testing and uplift reporting",
      ],
      color: "from-fuchsia-700 to-purple-600",
      image: {
        src: "/images/solutions/personalization.svg",
        alt: "Abstract user silhouette surrounded by tailored content tiles on a magenta gradient, representing personalisation",
        width: 800,
        height: 500,
      },
    },
    {
      id: "conversational-ai",
      title: "Omnichannel Conversational AI",
      icon: MessageSquare,
      outcome:
        "Customers can ask, buy, book and get help in one conversation, on WhatsApp, web chat, Instagram or voice, in their own language.",
      technology:
        "An LLM-powered assistant connected to your catalogue, CRM and payment systems, with brand-safe guardrails and live-agent escalation.",
      roi: "Up to 3x more conversations handled",
      features: [
        "WhatsApp, web chat, Instagram and voice in one platform",
        "Guided buying, bookings and payments in chat",
        "Multilingual support, including Indian languages",
        "Brand voice and safety guardrails",
        "Seamless escalation to live agents",
        "Conversation analytics and intent trends",
      ],
      color: "from-violet-600 to-indigo-600",
      image: {
        src: "/images/solutions/conversational-ai.svg",
        alt: "Abstract overlapping speech bubbles and signal lines on a violet gradient, representing conversational AI",
        width: 800,
        height: 500,
      },
    },
    {
      id: "sentiment-analytics",
      title: "Voice of the Customer Analytics",
      icon: Smile,
      outcome:
        "You know what customers feel and why, from every review, survey, call and chat, and fix issues before they spread.",
      technology:
        "NLP models for sentiment, topics and emotion across text and transcribed calls, summarised in dashboards and weekly briefings.",
      roi: "Issues spotted up to 4 weeks earlier",
      features: [
        "Sentiment and emotion detection across channels",
        "Automatic topic and complaint clustering",
        "Call transcription and summarisation",
        "Alerts on sudden sentiment drops",
        "Net Promoter Score driver analysis",
        "Weekly AI-written insight briefings",
      ],
      color: "from-pink-700 to-rose-700",
      image: {
        src: "/images/solutions/sentiment-analytics.svg",
        alt: "Abstract wave chart with emotion markers on a pink gradient, representing sentiment analytics",
        width: 800,
        height: 500,
      },
    },
  ],
  defaultSolution: "personalization",
  process: [
    {
      icon: MapIcon,
      title: "Journey Mapping",
      description: "We map your customer journeys and find the moments that matter most to satisfaction.",
    },
    {
      icon: Target,
      title: "Design the Experience",
      description:
        "We design personalised and conversational experiences for those moments, tested with real customers.",
    },
    {
      icon: MessagesSquare,
      title: "Launch on Every Channel",
      description: "We connect the experience to web, app, WhatsApp and email, and train your service team.",
    },
    {
      icon: Rocket,
      title: "Listen & Improve",
      description: "We track satisfaction and conversion, then refine the models and journeys every month.",
    },
  ],
  cta: {
    title: "Ready to give every customer a better experience?",
    description:
      "Book a strategy call and we will show you where AI can lift satisfaction and loyalty in your customer journey.",
    guarantee,
    button: strategyCallButton,
  },
});
