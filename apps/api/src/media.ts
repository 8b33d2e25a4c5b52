import { createRequire } from 'node:module';
import { parseBannerArtName, renderBannerArt } from '@chobep/db/seed/banner-art';
import type { FastifyPluginAsync } from 'fastify';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);

/**
 * Product and category pictures are food icons rendered from a local MIT icon set:
 * no external image host is ever contacted. Loaded on first use, cached for a year.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  let icons: IconSet | null = null;
  app.get<{ Params: { name: string } }>('/media/icons/:name', async (req, reply) => {
    const name = req.params.name.replace(/\.svg$/, '');
    icons ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
    const icon = /^[a-z0-9-]+$/.test(name) ? icons.icons[name] : undefined;
    if (!icon) return reply.code(404).type('text/plain').send('Not found');
    const width = icon.width ?? icons.width ?? 32;
    const height = icon.height ?? icons.height ?? 32;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`);
  });

  // Banner and popup pictures, drawn from their design with the same icons (see banner-art.ts).
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (req, reply) => {
    const art = parseBannerArtName(req.params.name);
    icons ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
    const set = icons;
    const svg = art ? renderBannerArt(art.name, art.lang, (name) => set.icons[name]?.body ?? null) : null;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    // A design may be redrawn under the same name, so a day rather than a year.
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
