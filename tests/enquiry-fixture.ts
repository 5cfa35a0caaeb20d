/** "Tell us more" with every field filled in, as the form sends it (shared by the unit and API tests). */
export const FULL_TRIP = {
  departDate: "2027-04-03",
  returnDate: "2027-04-17",
  month: "2027-04",
  flexible: true as const,
  nights: 14,
  adults: 2,
  children: 2,
  childAges: [4, 7],
  budget: "5000-8000",
  occasion: "anniversary",
  needs: "Step-free rooms",
  heardFrom: "press",
};
