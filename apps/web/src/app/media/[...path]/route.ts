import { forwardToApi } from '../../../lib/api/forward';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return forwardToApi(request, `/media/${path.map(encodeURIComponent).join('/')}`);
}
