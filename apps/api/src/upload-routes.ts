import { type ErrorCode, fieldLabel, IMAGE_UPLOAD_MAX_BYTES, isUuid, translateError } from '@chobep/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type AppServices, buildContext } from './context';
import { readUpload, storeUpload } from './services/platform/store-upload';

const MB = `${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

function refuse(reply: FastifyReply, lang: 'vi' | 'en', status: number, code: ErrorCode, field: string | null) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, field, message: translateError(code, lang, { field: fieldLabel(field ?? '', lang), max: MB }) });
}

/**
 * Users' own pictures (avatars), over plain HTTP because they are files: PUT /media/uploads/{id} receives the bytes
 * of an upload `signImageUpload` opened (the uploader's session, the origin guard, the size limit while reading, the
 * type by the bytes), GET /media/uploads/{id}.{ext} serves a stored one to anyone signed in (a colleague's avatar in
 * the users list). The web app forwards /media/* here (app/media/[...path]/route.ts).
 */
export function uploadRoutes(
  services: AppServices,
  refuseForeign: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): FastifyPluginAsync {
  return async (app) => {
    // Only in this plugin: every body is raw bytes (a JSON or form body is not parsed), up to the limit.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    app.setErrorHandler(async (error: { statusCode?: number }, req, reply) => {
      const ctx = await buildContext(services, req, reply);
      if (error.statusCode === 413) return refuse(reply, ctx.lang, 413, 'UPLOAD_TOO_LARGE', 'size');
      if (error.statusCode === 415) return refuse(reply, ctx.lang, 415, 'UPLOAD_TYPE_NOT_ALLOWED', 'contentType');
      if (error.statusCode === 400) return refuse(reply, ctx.lang, 400, 'UPLOAD_EMPTY', 'size');
      req.log.error({ err: error }, 'an upload failed');
      return refuse(reply, ctx.lang, 500, 'SOMETHING_WRONG', null);
    });

    app.put<{ Params: { id: string } }>('/media/uploads/:id', { onRequest: refuseForeign }, async (req, reply) => {
      const ctx = await buildContext(services, req, reply);
      if (!ctx.viewer) return refuse(reply, ctx.lang, 401, 'UNAUTHENTICATED', null);
      if (!isUuid(req.params.id)) return refuse(reply, ctx.lang, 404, 'UPLOAD_NOT_FOUND', 'imageUploadId');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const stored = await storeUpload(ctx.db, services.storage, ctx.viewer.userId, req.params.id, body);
        return reply.header('cache-control', 'no-store').send({ ...stored, url: `/media/uploads/${stored.id}` });
      } catch (error) {
        const code = (error as { code?: string }).code;
        const field = (error as { field?: string | null }).field ?? null;
        if (code === 'UPLOAD_NOT_FOUND') return refuse(reply, ctx.lang, 404, code, field);
        if (code === 'UPLOAD_TOO_LARGE') return refuse(reply, ctx.lang, 413, code, field);
        if (code === 'UPLOAD_TYPE_NOT_ALLOWED') return refuse(reply, ctx.lang, 415, code, field);
        if (code === 'UPLOAD_EMPTY') return refuse(reply, ctx.lang, 400, code, field);
        throw error;
      }
    });

    app.get<{ Params: { file: string } }>('/media/uploads/:file', async (req, reply) => {
      const ctx = await buildContext(services, req, reply);
      if (!ctx.viewer && !ctx.supplyViewer) return refuse(reply, ctx.lang, 401, 'UNAUTHENTICATED', null);
      const id = req.params.file.replace(/\.(png|jpg|webp)$/, '');
      const file = isUuid(id) ? await readUpload(ctx.db, services.storage, id) : null;
      if (!file) return refuse(reply, ctx.lang, 404, 'UPLOAD_NOT_FOUND', null);
      return (
        reply
          .type(file.contentType)
          // An upload's id names one picture for good: a new avatar is a new id.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(Buffer.from(file.body))
      );
    });
  };
}
