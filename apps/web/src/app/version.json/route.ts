import { reportedBuildId, setBuildIdOverride, testHooksEnabled } from '@/lib/build-id';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/** The buyer web version (spec/foundations.md §7: "a GET of the buyer web version (reads version)"). */
export function GET() {
  return Response.json({ version: reportedBuildId() }, { headers: NO_STORE });
}

/**
 * Test hook (CHOBEP_TEST_HOOKS=1 only; 404 otherwise): `{ "version": "…" }` makes GET report another build id, as a
 * new deployment would; `{ "version": null }` restores the real one.
 */
export async function POST(request: Request) {
  if (!testHooksEnabled()) return new Response(null, { status: 404 });
  const body = (await request.json().catch(() => ({}))) as { version?: unknown };
  setBuildIdOverride(typeof body.version === 'string' && body.version ? body.version.slice(0, 100) : null);
  return Response.json({ version: reportedBuildId() }, { headers: NO_STORE });
}
