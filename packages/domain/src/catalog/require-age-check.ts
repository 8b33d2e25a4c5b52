/** The age a visitor must have to see alcohol (spec/foundations.md §1: "an age check of 18 years for alcohol"). */
export const ALCOHOL_MIN_AGE = 18;

interface AgeRestrictable {
  ageRestricted: boolean;
}

/**
 * Whether a category's or product's pages ask the visitor's age first: when its category or that
 * category's parent is marked age-restricted (the catalogue marks Alcohol; its children inherit).
 * Give the category and its parent, in any order; a missing one counts as not restricted.
 */
export function requiresAgeCheck(categories: readonly (AgeRestrictable | null | undefined)[]): boolean {
  return categories.some((category) => category?.ageRestricted === true);
}

/**
 * Whether to ask now: on an age-restricted page, unless the visitor already said yes in this
 * session (sessionStorage, spec/foundations.md §3) or is a known crawler (crawlers read the
 * server-rendered page; the question is asked in the browser only).
 */
export function shouldAskAge(input: { restricted: boolean; confirmedThisSession: boolean; crawler: boolean }): boolean {
  return input.restricted && !input.confirmedThisSession && !input.crawler;
}
