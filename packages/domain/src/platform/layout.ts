import type { RouteDef, RouteLayout } from './routes';

/** The query parameter of a framed page (`?embed=1`): see RouteDef.embeddable. */
export const EMBED_PARAM = 'embed';

/** True when the page is shown framed: an embeddable route asked for with ?embed=1. */
export function isEmbedView(route: Pick<RouteDef, 'embeddable'> | null, searchParams: URLSearchParams): boolean {
  return Boolean(route?.embeddable) && searchParams.get(EMBED_PARAM) === '1';
}

/** The address that frames an embeddable page: the same path and query, with ?embed=1. */
export function embedPath(path: string): string {
  const [pathname = '/', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(EMBED_PARAM, '1');
  return `${pathname}?${params.toString()}`;
}

/**
 * The layout a page renders in: the route table's `layout`, except the internal sign-up page,
 * which without ?createdBy is an empty full-height page (spec/foundations.md §2.1), and a framed
 * page (isEmbedView), which is empty too: the frame's dialog already sits inside the site. A path
 * outside the table (it is about to be redirected) gets the public layout.
 */
export function layoutFor(
  route: Pick<RouteDef, 'id' | 'layout' | 'embeddable'> | null,
  searchParams: URLSearchParams,
): RouteLayout {
  if (!route) return 'public';
  if (isEmbedView(route, searchParams)) return 'empty';
  if (route.id === 'signup' && !searchParams.get('createdBy')) return 'empty';
  return route.layout;
}
