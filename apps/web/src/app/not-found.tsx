import { NotFoundView } from '@/components/platform/not-found-view';

/** Any route without a page, and /not-found itself (which calls notFound() for a 404 status). */
export default function NotFound() {
  return <NotFoundView />;
}
