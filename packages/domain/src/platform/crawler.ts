/**
 * Search and social crawlers (spec/foundations.md §2.3: the region popup is not shown to them).
 * Matches the product tokens the major crawlers put in their User-Agent; a generic
 * "bot/crawler/spider" word catches the long tail.
 */
const CRAWLER =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|msnbot|slurp|duckduckbot|baiduspider|yandex(?:bot)?|sogou|exabot|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterestbot|slackbot|telegrambot|whatsapp|discordbot|zalo|coccocbot|petalbot|semrushbot|ahrefsbot|mj12bot|dotbot|seznambot|lighthouse|chrome-lighthouse|\b(?:bot|crawler|spider)\b|[a-z]bot\//i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && CRAWLER.test(userAgent as string);
}
