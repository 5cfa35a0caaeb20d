import fs from "node:fs";
import { parse } from "yaml";
import {
  getDestinationDetails,
  getDestinationRelations,
  getItineraries,
  getMapPins,
  getMonthGuide,
} from "@/lib/content";
import { parseContentFile } from "@/lib/content/loader";
import { subjectFrom, type EnquirySubjects } from "@/lib/enquiry/subject";
import { MONTHS, monthsNamed } from "@/lib/content/months";
import { formatCheckedDate, formatPounds } from "@/lib/price";
import { routeMap } from "@/lib/map/route-map";
import { destinationSchema, itinerarySchema } from "@/lib/content/schemas";
import { touristTripJsonLd } from "@/lib/seo/structured-data-travel";
import { errorOf } from "./content-error";
import { SPEC } from "@/tests/spec";

/*
 * The destination guides' rules: the month tables agree with "best time to visit", every pin has a guide,
 * itineraries are consecutive day by day and never ship a price without its basis and checked date.
 * Nothing here pins copy: rewriting a note, a day or a price keeps it green.
 */

const details = getDestinationDetails();
const itineraries = getItineraries();

const MALDIVES = "content/destinations/maldives.yml";
const maldives = () =>
  parse(fs.readFileSync(MALDIVES, "utf8")) as Record<string, unknown> & {
    climate: { months: { rating: string }[] };
  };
const loadDestination = (data: unknown) =>
  parseContentFile(JSON.stringify(data), MALDIVES, destinationSchema, { item: "maldives" });

const [firstTrip] = itineraries;
const TRIP_FILE = `content/itineraries/${firstTrip!.slug}.yml`;
const trip = () =>
  parse(fs.readFileSync(TRIP_FILE, "utf8")) as Record<string, unknown> & {
    price: Record<string, unknown>;
    days: { day: number; to?: number }[];
    nights: number;
  };
const loadTrip = (data: unknown) =>
  parseContentFile(JSON.stringify(data), TRIP_FILE, itinerarySchema, { item: firstTrip!.slug });

describe("the months a 'best time to visit' names", () => {
  it("reads ranges, wrapping past December", () => {
    expect(monthsNamed("November to April, the dry season")).toEqual([0, 1, 2, 3, 10, 11]);
  });
  it("reads several ranges and single months, with early, mid and late", () => {
    expect(monthsNamed("Late March to mid-April for blossom, or November for maples")).toEqual([2, 3, 10]);
    expect(monthsNamed("July to October for the migration; January to February for green plains")).toEqual([
      0, 1, 6, 7, 8, 9,
    ]);
    expect(monthsNamed("May, June and September")).toEqual([4, 5, 8]);
  });
  it("names nothing when no month is named", () => {
    expect(monthsNamed("all year round")).toEqual([]);
  });
});

describe("every map destination's guide", () => {
  it("exists for every pin and for each page the spec names", () => {
    const slugs = details.map((detail) => detail.slug);
    for (const pin of getMapPins()) expect(slugs).toContain(pin.slug);
    for (const slug of SPEC.named.destinationPages) expect(slugs).toContain(slug);
  });

  it("rates twelve months in order, the ideal ones exactly those its best time to visit names", () => {
    for (const detail of details) {
      expect(detail.climate.months.map((row) => row.month)).toEqual([...MONTHS]);
      const ideal = detail.climate.months.flatMap((row, index) => (row.rating === "ideal" ? [index] : []));
      expect({ slug: detail.slug, ideal }).toEqual({ slug: detail.slug, ideal: monthsNamed(detail.bestTimeToVisit) });
      expect(detail.climate.source.length).toBeGreaterThan(10);
    }
  });

  it("fails the build when a month's rating contradicts the best time to visit", () => {
    const data = maldives();
    data.climate.months[5]!.rating = "ideal"; // June: the Maldives' best time is November to April
    const message = errorOf(() => loadDestination(data));
    expect(message).toContain(MALDIVES);
    expect(message).toContain('field "climate.months"');
    expect(message).toMatch(/Jun/);
  });

  it("fails the build when the months are out of order or one is missing", () => {
    const data = maldives();
    data.climate.months.reverse();
    expect(errorOf(() => loadDestination(data))).toContain('field "climate.months.0.month"');
    data.climate.months.pop();
    expect(errorOf(() => loadDestination(data))).toMatch(/twelve months/);
  });

  it("links the FCDO's travel advice on GOV.UK, or names why there is none", () => {
    for (const detail of details) {
      const { travelAdvice, noTravelAdvice } = detail.practical;
      expect({ slug: detail.slug, linkedOrExplained: Boolean(travelAdvice) !== Boolean(noTravelAdvice) }).toEqual({
        slug: detail.slug,
        linkedOrExplained: true,
      });
      if (travelAdvice) expect(travelAdvice).toMatch(/^https:\/\/www\.gov\.uk\/foreign-travel-advice\/[a-z-]+$/);
    }
    // The rule is the schema's: a page without the link and without a reason does not build.
    const data = maldives() as unknown as { practical: Record<string, string> };
    delete data.practical.travelAdvice;
    expect(errorOf(() => loadDestination(data))).toContain("noTravelAdvice");
    data.practical.noTravelAdvice = "The reason, named on the page.";
    expect(() => loadDestination(data)).not.toThrow();
  });
});

describe("where to go when", () => {
  it("lists every month, each with at least one destination rated ideal then", () => {
    const guide = getMonthGuide();
    expect(guide.map((entry) => entry.month)).toEqual([...MONTHS]);
    for (const entry of guide) {
      expect(entry.destinations.length).toBeGreaterThan(0);
      const index = MONTHS.indexOf(entry.month);
      for (const place of entry.destinations) {
        expect(details.find((detail) => detail.slug === place.slug)?.climate.months[index]?.rating).toBe("ideal");
      }
    }
  });
});

describe("sample itineraries", () => {
  it("cover each destination page the spec names", () => {
    for (const slug of SPEC.named.destinationPages) {
      expect({ slug, has: getDestinationRelations(slug).itineraries.length > 0 }).toEqual({ slug, has: true });
    }
  });

  it("run day by day without gaps, ending the day after the last night", () => {
    for (const entry of itineraries) {
      let next = 1;
      for (const day of entry.days) {
        expect(day.day).toBe(next);
        next = (day.to ?? day.day) + 1;
      }
      expect(next - 1).toBe(entry.nights + 1);
    }
  });

  it("never recommend a month one of their destinations rates 'avoid'", () => {
    for (const entry of itineraries) {
      for (const place of entry.places) {
        const detail = details.find((candidate) => candidate.slug === place.slug)!;
        for (const month of entry.bestMonths) {
          expect(detail.climate.months[MONTHS.indexOf(month)]?.rating).not.toBe("avoid");
        }
      }
    }
  });

  it.each(["basis", "checked"])("fail the build without a price %s", (field) => {
    const data = trip();
    delete data.price[field];
    const message = errorOf(() => loadTrip(data));
    expect(message).toContain(TRIP_FILE);
    expect(message).toContain(`field "price.${field}"`);
  });

  it("fail the build with a gap in the days or the wrong last day", () => {
    const gap = trip();
    gap.days[1]!.day += 1;
    expect(errorOf(() => loadTrip(gap))).toContain('field "days.1.day"');
    const short = trip();
    short.nights += 1;
    expect(errorOf(() => loadTrip(short))).toMatch(/must end on day/);
  });
});

describe("an itinerary's route map", () => {
  it("has one numbered point per place, in the order first reached, inside the frame", () => {
    const stops = firstTrip!.days;
    const map = routeMap(stops);
    const places = [...new Set(stops.map((stop) => stop.place))];
    expect(map.points.map((point) => point.place)).toEqual(places);
    expect(map.points.map((point) => point.number)).toEqual(places.map((_, index) => index + 1));
    for (const point of map.points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(800);
    }
    expect(map.route).toMatch(/^M[\d.]+ [\d.]+/);
  });
});

describe("an itinerary's JSON-LD", () => {
  it("is a TouristTrip with its route as an ItemList and an offer with price, currency and date", () => {
    const data = touristTripJsonLd({
      name: "A journey",
      description: "Day by day.",
      path: "/itineraries/a-journey",
      stops: [
        { name: "Malé", description: "Day 1: arrive", latitude: 4.2, longitude: 73.5 },
        { name: "Baa Atoll", description: "Days 2–9: the reef", latitude: 5.2, longitude: 73.1 },
      ],
      price: { amount: 7950, validFrom: "2026-11-25" },
    });
    expect(data["@type"]).toBe("TouristTrip");
    expect(data.itinerary).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(data.offers).toMatchObject({ price: 7950, priceCurrency: "GBP", validFrom: "2026-11-25" });
  });
});

describe("the enquiry form's subject from the address", () => {
  const subjects: EnquirySubjects = {
    destinations: { maldives: "Maldives" },
    itineraries: { "a-journey": { title: "A Journey", places: "Dubai, Maldives" } },
  };
  it("fills the destination from ?destination= and ?itinerary=", () => {
    expect(subjectFrom("?destination=maldives", subjects)).toEqual({ destination: "Maldives" });
    expect(subjectFrom("?itinerary=a-journey", subjects)).toMatchObject({
      destination: "Dubai, Maldives",
      itinerary: "A Journey",
    });
  });
  it("ignores an unknown slug", () => {
    expect(subjectFrom("?destination=atlantis", subjects)).toBeUndefined();
    expect(subjectFrom("", subjects)).toBeUndefined();
  });
});

describe("prices as UK travellers read them", () => {
  it("writes whole pounds with separators and the checked date in full", () => {
    expect(formatPounds(12450)).toBe("12,450");
    expect(formatCheckedDate("2026-11-25")).toBe("25 November 2026");
  });
});
