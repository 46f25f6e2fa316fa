/** The home page's statistics as screen readers get them (values from app/content/home.ts). */
export const HOME_STATS_SNAPSHOT = `
  - term: Companies Trust Us
  - definition: 500+
  - term: Projects Delivered
  - definition: 50+
  - term: Years of Experience
  - definition: 5+
  - term: Client Satisfaction (%)
  - definition: 99+
`;
