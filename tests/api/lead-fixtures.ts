/** A contact form as a visitor fills it in (mixed-case e-mail: stored lowercased). */
export const contactForm = {
  name: "Priya Sharma",
  email: "Priya@Example.com",
  company: "Malwa Textiles",
  phone: "+91 98260 12345",
  service: "AI Integration",
  message: "We want to automate order intake from email.",
};

/** A Get Started form with two outcomes and no phone. */
export const getStartedForm = {
  name: "Neha Joshi",
  email: "neha@example.com",
  phone: "",
  company: "Joshi Logistics",
  outcomes: ["Reduce Costs", "AI-Powered Apps"],
  timePreference: "Next week",
};
