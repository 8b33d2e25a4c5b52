import type { RouteDef, RouteLayout } from './routes';

/**
 * The layout a page renders in: the route table's `layout`, except the internal sign-up page,
 * which without ?createdBy is an empty full-height page (spec/foundations.md §2.1). A path
 * outside the table (it is about to be redirected) gets the public layout.
 */
export function layoutFor(route: Pick<RouteDef, 'id' | 'layout'> | null, searchParams: URLSearchParams): RouteLayout {
  if (!route) return 'public';
  if (route.id === 'signup' && !searchParams.get('createdBy')) return 'empty';
  return route.layout;
}
