import { forwardToApi } from '../../../lib/api/forward';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return forwardToApi(request, `/media/${path.map(encodeURIComponent).join('/')}`);
}

/**
 * The bytes of an avatar upload (signImageUpload's uploadUrl, /media/uploads/{id}), streamed to the API, which checks
 * the session, the origin, the size and the type. Nothing else under /media accepts a body.
 */
export async function PUT(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const [folder, id, ...rest] = path;
  if (folder !== 'uploads' || !id || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(id)) {
    return new Response('Not found', { status: 404 });
  }
  return forwardToApi(request, `/media/uploads/${id}`);
}
