import { getDestinationDetails, getFinder, getItineraries } from "@/lib/content";
import { MONTHS } from "@/lib/content/months";
import { REGIONS } from "@/lib/content/schemas";
import { BUDGETS } from "@/lib/enquiry/trip";
import {
  choicesFrom,
  countMatches,
  FILTERS,
  itemData,
  itemFromData,
  loosenHint,
  matches,
  regionName,
  regionSlug,
  searchOf,
  type Choices,
} from "@/lib/finder";
import { BUDGET_BANDS, inBand, NIGHT_BANDS, type Band } from "@/lib/finder/bands";
import { finderEnquiryHref } from "@/lib/finder/enquiry";
import { finderPrefillFrom } from "@/lib/finder/prefill";
import { expectedGuides, expectedTrips, monthLengthBudgetCombinations } from "../finder-expectations";

/*
 * The finder's rules, held to the content files: every expectation below is worked out from the
 * itineraries' and destinations' own fields, never from a list typed here.
 */

const itineraries = getItineraries();
const details = getDestinationDetails();
const { trips, guides, options } = getFinder();

const listedTrips = (choices: Choices) =>
  trips.filter(({ item }) => matches(item, choices)).map(({ trip }) => trip.slug);
const listedGuides = (choices: Choices) =>
  guides
    .filter(({ item }) => matches(item, choices))
    .map((guide) => guide.slug)
    .sort();
const values = (filter: (typeof FILTERS)[number]) => options[filter].map((option) => option.value);

describe("the finder's bands", () => {
  const meet = (bands: readonly Band[]) =>
    bands.slice(1).every((band, index) => bands[index]!.below === band.min) && bands.at(-1)!.below === undefined;

  it("puts every itinerary in exactly one band of nights, and every band holds at least one", () => {
    for (const trip of itineraries) {
      expect(NIGHT_BANDS.filter((band) => inBand(band, trip.nights)).map((band) => band.value)).toHaveLength(1);
    }
    for (const band of NIGHT_BANDS) {
      // A band no journey falls in could only ever show an empty list: change the bands with the content.
      expect([band.value, itineraries.some((trip) => inBand(band, trip.nights))]).toEqual([band.value, true]);
    }
    expect(meet(NIGHT_BANDS)).toBe(true);
  });

  it("offers the enquiry form's budgets, under the same values and names, end to end without overlap", () => {
    const ranges = BUDGETS.filter((choice) => choice.value !== "not-sure");
    expect(BUDGET_BANDS.map(({ value, label }) => ({ value, label }))).toEqual(ranges);
    expect(BUDGET_BANDS[0]!.min).toBe(0);
    expect(meet(BUDGET_BANDS)).toBe(true);
    for (const trip of itineraries) {
      expect(BUDGET_BANDS.filter((band) => inBand(band, trip.price.from))).toHaveLength(1);
    }
  });
});

describe("the finder's choices", () => {
  it("offers every month, length and budget, and only interests, regions and places the content has", () => {
    expect(values("month")).toEqual(MONTHS.map((month) => month.slice(0, 3).toLowerCase()));
    expect(values("nights")).toEqual(NIGHT_BANDS.map((band) => band.value));
    expect(values("budget")).toEqual(BUDGET_BANDS.map((band) => band.value));
    for (const suits of values("suits")) expect(listedTrips({ suits }).length).toBeGreaterThan(0);
    for (const region of values("region")) {
      expect(listedTrips({ region }).length + listedGuides({ region }).length).toBeGreaterThan(0);
    }
    expect(values("destination").sort()).toEqual(details.map((detail) => detail.slug).sort());
    const linked = new Set(itineraries.flatMap((trip) => [...(trip.specialisms ?? []), ...(trip.experiences ?? [])]));
    expect(new Set(values("suits"))).toEqual(linked);
  });

  it("lists the journeys each single choice should, as the itinerary files say", () => {
    for (const filter of FILTERS) {
      for (const value of values(filter)) {
        expect([filter, value, listedTrips({ [filter]: value })]).toEqual([
          filter,
          value,
          expectedTrips({ [filter]: value }),
        ]);
      }
    }
  });

  it("lists the journeys for every month, length and budget together", () => {
    for (const { choices, trips: expected } of monthLengthBudgetCombinations()) {
      expect([choices, listedTrips(choices)]).toEqual([choices, expected]);
    }
  });

  it("lists the destination guides that rate the month ideal or good, narrowed by region and place only", () => {
    for (const month of values("month")) {
      expect(listedGuides({ month })).toEqual(expectedGuides({ month }));
      for (const region of values("region")) {
        expect(listedGuides({ month, region })).toEqual(expectedGuides({ month, region }));
      }
      // Length, budget and interest are a journey's; a guide has none of them, so they pass it by.
      expect(listedGuides({ month, nights: values("nights")[0], budget: values("budget")[0] })).toEqual(
        expectedGuides({ month }),
      );
    }
  });
});

describe("when nothing matches", () => {
  // Every pair of month and budget the content leaves empty.
  const empty = values("month").flatMap((month) =>
    values("budget").flatMap((budget) => (expectedTrips({ month, budget }).length === 0 ? [{ month, budget }] : [])),
  );

  it("names the choice whose removal brings back the most journeys", () => {
    expect(empty.length).toBeGreaterThan(0);
    for (const choices of empty) {
      const hint = loosenHint(
        trips.map(({ item }) => item),
        choices,
      );
      const best = Math.max(
        ...Object.keys(choices).map((key) => expectedTrips({ ...choices, [key]: undefined }).length),
      );
      expect(hint?.count).toBe(best);
      expect(expectedTrips({ ...choices, [hint!.filter]: undefined })).toHaveLength(best);
    }
  });

  it("names nothing when no single choice brings a journey back", () => {
    const items = trips.map(({ item }) => item);
    const nowhere = { month: "jan", nights: "up-to-9", budget: "under-3000", destination: "kenya" };
    expect(countMatches(items, nowhere)).toBe(0);
    expect(loosenHint(items, nowhere)).toBeUndefined();
  });
});

describe("the finder's address and data attributes", () => {
  it("reads the choices from the address, dropping what the form does not offer", () => {
    const allowed = Object.fromEntries(FILTERS.map((filter) => [filter, values(filter)]));
    expect(choicesFrom("?month=FEB&budget=5000-8000&region=atlantis&colour=blue", allowed)).toEqual({
      month: "feb",
      budget: "5000-8000",
    });
    expect(searchOf({ region: "africa", month: "feb", nights: undefined })).toBe("?month=feb&region=africa");
    expect(searchOf({})).toBe("");
  });

  it("writes each card's facets so that the browser reads back the same item", () => {
    for (const { item } of [...trips, ...guides]) {
      const data = Object.fromEntries(
        Object.entries(itemData(item)).map(([name, value]) => [
          name.slice(5).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
          value,
        ]),
      );
      expect(itemFromData(data)).toEqual(item);
    }
  });

  it("spells every region as a slug and back", () => {
    for (const region of REGIONS) expect(regionName(regionSlug(region))).toBe(region);
  });
});

describe("the enquiry the finder offers", () => {
  it("carries the choices in the contact form's own parameters where it has them", () => {
    const href = finderEnquiryHref({ month: "feb", nights: "10-11", suits: "safari", destination: "kenya" });
    const url = new URL(href, "https://example.org");
    expect(url.pathname).toBe("/contact/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      month: "feb",
      nights: "10-11",
      destination: "kenya",
      specialism: "safari",
    });
  });

  it("fills the next such month and the budget, and writes the length and the region into the message", () => {
    const band = NIGHT_BANDS[0]!;
    const prefill = finderPrefillFrom(
      `?month=feb&budget=5000-8000&nights=${band.value}&region=south-america`,
      new Date(2027, 2, 10),
    );
    expect(prefill.month).toBe("2028-02");
    expect(prefill.budget).toBe("5000-8000");
    expect(prefill.note).toContain(band.label.toLowerCase());
    expect(prefill.note).toContain("South America");
    expect(finderPrefillFrom("?month=mar", new Date(2027, 2, 31)).month).toBe("2027-03");
    expect(finderPrefillFrom("?budget=lots&region=<b>&nights=7", new Date())).toEqual({});
  });
});
