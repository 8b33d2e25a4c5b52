import { notFound } from 'next/navigation';

/** The route table's /not-found destination: rendered by app/not-found.tsx with a 404 status. */
export default function NotFoundPage() {
  notFound();
}
