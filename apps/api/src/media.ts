import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { parseBannerArtName, renderBannerArt } from '@chobep/db/seed/banner-art';
import { renderBrandLogo, renderProductPicture } from '@chobep/db/seed/packshot';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);

/** Drawn pictures by URL: a few hundred products and brands, a few kB each, drawn once. */
const MAX_CACHED = 5000;

/**
 * Product and category pictures are food icons rendered from a local MIT icon set, and product packshots and
 * brand wordmarks drawn from the seed's data (packages/db/src/seed/packshot.ts): no external image host is ever
 * contacted. Loaded on first use, cached by browsers.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  let icons: IconSet | null = null;
  const iconSet = () => {
    icons ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
    return icons;
  };
  const iconBody = (name: string) => iconSet().icons[name]?.body ?? null;

  app.get<{ Params: { name: string } }>('/media/icons/:name', async (req, reply) => {
    const name = req.params.name.replace(/\.svg$/, '');
    const set = iconSet();
    const icon = /^[a-z0-9-]+$/.test(name) ? set.icons[name] : undefined;
    if (!icon) return reply.code(404).type('text/plain').send('Not found');
    const width = icon.width ?? set.width ?? 32;
    const height = icon.height ?? set.height ?? 32;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`);
  });

  // Banner and popup pictures, drawn from their design with the same icons (see banner-art.ts).
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (req, reply) => {
    const art = parseBannerArtName(req.params.name);
    const svg = art ? renderBannerArt(art.name, art.lang, iconBody) : null;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    // A design may be redrawn under the same name, so a day rather than a year.
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  const drawn = new Map<string, { svg: string; etag: string }>();
  const draw = (key: string, render: () => string | null) => {
    const cached = drawn.get(key);
    if (cached) return cached;
    const svg = render();
    if (!svg) return null;
    const hit = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"` };
    // Only names the seed makes draw anything, so the map stays small; the bound is a guard all the same.
    if (drawn.size < MAX_CACHED) drawn.set(key, hit);
    return hit;
  };
  /**
   * A drawing may change under the same name when the catalogue's looks are improved: a week in caches, then
   * revalidated by ETag (a 304 with no body when unchanged).
   */
  const sendDrawn = (req: FastifyRequest, reply: FastifyReply, hit: { svg: string; etag: string } | null) => {
    if (!hit) return reply.code(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'public, max-age=604800').header('etag', hit.etag);
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(hit.svg);
  };

  // Product packshots: /media/products/{kind}/{product}.{shape}.svg (packshot.ts).
  app.get<{ Params: { kind: string; name: string } }>('/media/products/:kind/:name', async (req, reply) => {
    const key = `${req.params.kind}/${req.params.name}`;
    return sendDrawn(
      req,
      reply,
      draw(`p:${key}`, () => renderProductPicture(key, iconBody)),
    );
  });

  // Brand wordmarks: /media/brands/{brand}.svg.
  app.get<{ Params: { name: string } }>('/media/brands/:name', async (req, reply) => {
    return sendDrawn(
      req,
      reply,
      draw(`b:${req.params.name}`, () => renderBrandLogo(req.params.name)),
    );
  });
};
