import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JournalBrowser } from "@/components/journal/journal-browser";
import { JournalView } from "@/components/journal/journal-view";
import { NewsletterBox } from "@/components/journal/newsletter-box";
import { getJournalPage } from "@/lib/content";

const journalPage = getJournalPage();
import { articleCategories, categorySlug, type ArticleSummary } from "@/lib/journal";

let mockSearch = "";
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(mockSearch) }));
// next/jest does not load the site's image loader (next.config's loaderFile); the photo is not under test here.
jest.mock("@/components/ui/remote-image", () => ({
  RemoteImage: ({ alt, src }: { alt: string; src: string }) => <img alt={alt} src={src} />, // eslint-disable-line @next/next/no-img-element
}));

const summary = (id: number, title: string, category: string, featured = false): ArticleSummary => ({
  id,
  path: `/journal/${id}/`,
  title,
  excerpt: `About ${title}.`,
  image: { src: "https://images.unsplash.com/photo-1", alt: `Photo for ${title}` },
  date: "2026-01-0" + (id % 9 || 1),
  dateLabel: "1 January 2026",
  author: "Charlotte Reid",
  category,
  categorySlug: categorySlug(category),
  readTime: "5 min read",
  featured,
});

const articles = [
  summary(1, "Disney with Children", "Family Travel", true),
  summary(2, "Accessible Travel Done Properly", "Inclusive Travel", true),
  summary(4, "How to Choose a Luxury Cruise", "Cruises"),
  summary(9, "The Modern Grand Tour", "Travel Trends"),
];
const categories = articleCategories(articles, ["Family Travel", "Inclusive Travel", "Cruises", "Travel Trends"]);
const labels = journalPage.labels;

const readLinks = () => screen.getAllByRole("link", { name: /^Read Article/ });
// next/link drops the trailing slash unless next.config's trailingSlash is loaded (the build keeps it).
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute("href")?.replace(/\/?$/, "/"));

describe("JournalView (the served HTML)", () => {
  it("lists and links every article under 'All Categories', featured ones in their own block", () => {
    render(<JournalView articles={articles} categories={categories} labels={labels} />);
    expect(hrefs(readLinks())).toEqual(["/journal/1/", "/journal/2/", "/journal/4/", "/journal/9/"]);
    const featured = screen.getByRole("region", { name: "Featured Insights" });
    expect(
      within(featured)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Disney with Children", "Accessible Travel Done Properly"]);
    expect(hrefs([screen.getByRole("link", { name: "Read Article: The Modern Grand Tour" })])).toEqual(["/journal/9/"]);
    const bar = screen.getByRole("group", { name: labels.filterBy });
    expect(within(bar).getAllByRole("link")[0]).toHaveTextContent("All Categories");
    expect(within(bar).getByRole("link", { name: "All Categories" })).toHaveAttribute("aria-current", "true");
  });
});

/** Arrives at /journal/ with a query: the address and what the router reports agree, as on a real visit. */
function arriveAt(search: string) {
  mockSearch = search;
  window.history.replaceState(null, "", `/journal/${search ? `?${search}` : ""}`);
}

describe("JournalBrowser", () => {
  beforeEach(() => arriveAt(""));

  it("filters by the category in the URL and hides the featured block", () => {
    arriveAt("category=cruises");
    render(<JournalBrowser articles={articles} categories={categories} labels={labels} />);
    expect(screen.queryByRole("region", { name: "Featured Insights" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Cruises" })).toBeInTheDocument();
    expect(readLinks()).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("1 article in Cruises");
  });

  it("shows a category's featured article in its filtered list", () => {
    arriveAt("category=family-travel");
    render(<JournalBrowser articles={articles} categories={categories} labels={labels} />);
    expect(hrefs(readLinks())).toEqual(["/journal/1/"]);
  });

  it("falls back to 'All Categories' for an unknown category", () => {
    arriveAt("category=gardening");
    render(<JournalBrowser articles={articles} categories={categories} labels={labels} />);
    expect(screen.getByRole("region", { name: "Featured Insights" })).toBeInTheDocument();
    expect(readLinks()).toHaveLength(4);
  });

  it("writes the chosen category into the URL from the buttons and from the sidebar", async () => {
    const user = userEvent.setup();
    render(<JournalBrowser articles={articles} categories={categories} labels={labels} />);
    await user.click(
      within(screen.getByRole("group", { name: labels.filterBy })).getByRole("link", { name: "Travel Trends" }),
    );
    expect(window.location.search).toBe("?category=travel-trends");
    const sidebar = screen.getByRole("region", { name: labels.categories });
    await user.click(within(sidebar).getByRole("link", { name: /^Cruises/ }));
    expect(window.location.search).toBe("?category=cruises");
    await user.click(within(sidebar).getByRole("link", { name: /^All Categories/ }));
    expect(window.location.pathname + window.location.search).toBe("/journal/");
  });
});

describe("NewsletterBox", () => {
  const props = { ...journalPage.newsletter, privacyHref: "/privacy-policy/" };
  const answering = (status: number) => {
    const fetchSpy = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status < 300, status }) as Response);
    Object.defineProperty(window, "fetch", { value: fetchSpy, configurable: true });
    return fetchSpy;
  };

  it("posts the address, the consent it shows and the page to the API, then asks to check the inbox", async () => {
    const user = userEvent.setup();
    const fetchSpy = answering(202);
    render(<NewsletterBox {...props} />);
    expect(screen.getByRole("heading", { name: "Exclusive Updates" })).toBeInTheDocument();
    const email = screen.getByLabelText(journalPage.newsletter.emailLabel);
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(journalPage.newsletter.consent));
    expect(screen.getByRole("link", { name: journalPage.newsletter.privacyLabel })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    await user.type(email, "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(journalPage.newsletter.successMessage)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(journalPage.newsletter.successMessage);
    expect(email).toHaveValue("");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "guest@example.com",
      consent: journalPage.newsletter.consent,
      page: window.location.pathname,
      website: "",
    });
  });

  it("keeps what was typed and says so when the sign-up fails", async () => {
    const user = userEvent.setup();
    answering(429);
    render(<NewsletterBox {...props} />);
    const email = screen.getByLabelText(journalPage.newsletter.emailLabel);
    await user.type(email, "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(journalPage.newsletter.errorMessage);
    expect(email).toHaveValue("guest@example.com");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("asks to try again tomorrow when the day's sign-ups are used up, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const refusal = { ok: false, error: "daily_limit", message: "Please try again tomorrow." };
    const fetchSpy = jest.fn(
      async () => ({ ok: false, status: 429, json: async () => refusal }) as unknown as Response,
    );
    Object.defineProperty(window, "fetch", { value: fetchSpy, configurable: true });
    render(<NewsletterBox {...props} />);
    const email = screen.getByLabelText(journalPage.newsletter.emailLabel);
    await user.type(email, "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(journalPage.newsletter.dailyLimitMessage);
    expect(journalPage.newsletter.dailyLimitMessage).toMatch(/tomorrow/i);
    expect(email).toHaveValue("guest@example.com");
    expect(email).toHaveAccessibleDescription(expect.stringContaining(journalPage.newsletter.dailyLimitMessage));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("sends nothing for an invalid address", async () => {
    const user = userEvent.setup();
    const fetchSpy = answering(202);
    render(<NewsletterBox {...props} />);
    await user.type(screen.getByLabelText(journalPage.newsletter.emailLabel), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
