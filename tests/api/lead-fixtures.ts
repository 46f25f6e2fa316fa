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

/**
 * The Cost of Inaction calculator's inputs of a COI report request, worked by hand: 500×10×12×0.35 =
 * 21000; 52×4×8×0.3×30 = 14976; 8×3×12×0.6×30 = 5184; 12×1000×1.5 = 18000; 1,000,000×0.07 = 70000;
 * total 129160 a year; 3-year 387480.
 */
export const coiInputs = {
  industry: "Manufacturing",
  companySize: "100-1000 employees",
  annualRevenue: "1,000,000",
  supportTickets: "500",
  supportCostPerTicket: 10,
  employeesManual: "4",
  hourlyCost: "30",
  reportDays: 3,
  contentLaunchesPerYear: 12,
  avgContentValue: 1000,
};
