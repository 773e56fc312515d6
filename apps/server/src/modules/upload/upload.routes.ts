import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { IMAGE_MAX_BYTES, UPLOAD_FOLDERS, translate, uploadFolderSchema, uploadResultSchema } from '@chef/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { IMMUTABLE_CACHE, type Storage } from '../../lib/storage.js';
import { isPageNavigation, sendErrorPage } from '../../plugins/error-page.js';
import { limiter } from '../../plugins/limits.js';
import type { UploadService } from './upload.service.js';

/** A user may upload this many pictures a minute (a recipe with its steps, or six screenshots, fit easily). */
export const UPLOADS_PER_USER_MINUTE = 30;

const isCode = (err: unknown, code: string) => err instanceof Error && (err as { code?: unknown }).code === code;

/**
 * Reads the form: folderName and one file, in either order. The file is buffered through busboy's
 * size limit, which stops reading at IMAGE_MAX_BYTES + 1 byte: an oversized upload is refused while it
 * streams, never held whole.
 */
async function readUpload(request: FastifyRequest): Promise<{ folderName: unknown; bytes: Buffer | undefined }> {
  if (!request.isMultipart()) throw new AppError(415, 'upload.notMultipart');
  let folderName: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && bytes === undefined) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'folderName') {
        folderName = part.value;
      }
    }
  } catch (err) {
    if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError(413, 'toast.imageTooLarge', {}, 'file', err);
    throw err;
  }
  return { folderName, bytes };
}

export function uploadRoutes(app: FastifyInstance, deps: { uploads: UploadService; storage: Storage }) {
  // Multipart parsing only in this scope: no other route accepts a form upload.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/common/uploadFileToThirdStorage', {
      schema: {
        tags: ['upload'],
        summary: 'Upload a PNG or JPEG picture (at most 2 MB)',
        description:
          'multipart/form-data with the fields `folderName` (recipe, avatar, feedback, anthology, article) and `file`. ' +
          'The picture is re-encoded to WebP; `data` is the URL of the large copy (longest side at most 1080 px). ' +
          'The same URL ending in `.sm.webp` instead of `.webp` is a thumbnail (at most 320 px). ' +
          '413 over 2 MB, 415 not PNG or JPEG (decided by content), 400 empty, unreadable or over 40 megapixels, ' +
          '503 with Retry-After when the node is decoding as many pictures as it may. A user or a staff token; the picture is ' +
          "recorded as the caller's: only its uploader can put it on a profile, collection, recipe or feedback, and one nobody " +
          'uses within a day is removed.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: okSchema(uploadResultSchema),
      },
      // Users upload for their profile, collections, recipes and feedback; staff for articles and banners.
      onRequest: app.requireUserOrStaff,
      preHandler: limiter(app, 'upload-user', UPLOADS_PER_USER_MINUTE, '1 minute', (r) => (r.user ? `u${r.user.id}` : `s${r.staff!.id}`)),
      handler: async (request) => {
        const { folderName, bytes } = await readUpload(request);
        const folder = uploadFolderSchema.safeParse(folderName);
        if (!folder.success) {
          throw folderName === undefined
            ? badRequest('validation.required', 'folderName')
            : badRequest('validation.oneOf', 'folderName', { values: UPLOAD_FOLDERS.join(', ') });
        }
        if (bytes === undefined) throw badRequest('upload.noFile', 'file');
        const owner = request.user ? ({ kind: 'user', id: request.user.id } as const) : ({ kind: 'staff', id: request.staff!.id } as const);
        return ok(await deps.uploads.store(owner, folder.data, bytes));
      },
    });
  });

  const root = deps.storage.localRoot;
  if (root) {
    // Local files at /media/*: immutable (random names), nosniff, and a plain 404 for a missing file
    // rather than the web app's fallback page.
    void app.register(
      async (media) => {
        await media.register(fastifyStatic, {
          root,
          decorateReply: false,
          index: false,
          wildcard: true,
          // Our own header below, not send's max-age=0.
          cacheControl: false,
          setHeaders: (res) => {
            res.setHeader('cache-control', IMMUTABLE_CACHE);
            res.setHeader('x-content-type-options', 'nosniff');
          },
        });
        media.setNotFoundHandler((request, reply) =>
          isPageNavigation(request)
            ? sendErrorPage(reply, request.lang, 404, 'error.notFound')
            : reply.status(404).send({ code: 404, msg: translate(request.lang, 'error.notFound'), data: null }),
        );
      },
      { prefix: '/media' },
    );
  }
}
