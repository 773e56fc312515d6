import { issueField, issueMessage, translate, waitTime, type Language } from '@chef/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isStorageFull } from '../lib/disk.js';
import { AppError, storageFull } from '../lib/errors.js';
import type { PageRender } from '../modules/seo/page-render.js';
import { describeError, isPageNavigation, sendErrorPage } from './error-page.js';

/** EMFILE / ENFILE: the process (or the system) has no file descriptor left for this moment. */
const isOutOfFiles = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EMFILE' || code === 'ENFILE';
};

function send(reply: FastifyReply, lang: Language, status: number, key: string, params: Record<string, unknown> = {}, field?: string) {
  // JSON, even where a file's route had set the file's type before failing.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ code: status, msg: translate(lang, key, params), data: field === undefined ? null : { field } });
}

/** "Field: message", with the field's label in the caller's language when the catalogue has it. */
function fieldMessage(lang: Language, field: string, key: string, params: Record<string, unknown>): string {
  const message = translate(lang, key, params);
  if (!field) return message;
  const labelKey = `field.${field.split('.')[0]}`;
  const label = translate(lang, labelKey);
  return `${label === labelKey ? field : label}: ${message}`;
}

/** "3 minutes" / "3 分钟": the {{wait}} of a 429 or 503 message. */
export function wordWait(lang: Language, seconds: number): string {
  const { unit, value } = waitTime(seconds);
  return translate(lang, `wait.${unit}_${value === 1 ? 'one' : 'other'}`, { count: value });
}

/** An AppError's parameters, with its wait worded when it has one. */
function paramsOf(lang: Language, error: AppError): Record<string, unknown> {
  return error.retryAfter === undefined ? error.params : { ...error.params, wait: wordWait(lang, error.retryAfter) };
}

/**
 * A PostgreSQL connection ended under a query (server restart, failover, pg_terminate_backend):
 * 57P01-57P03 from the server, or the socket closing before it could say so.
 */
function isLostConnection(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  return /^Connection terminated|connection error and is not queryable/.test(error.message);
}

/**
 * The one place errors become envelopes: AppError as thrown by services, schema failures as 400
 * naming the field, framework errors (bad JSON, too large, wrong type) by status, anything else as
 * a 500 that hides internals and is logged.
 */
/** The path of the first string holding a NUL in a parsed query or body ('' for the value itself), else null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance, options: { onStorageFull?: () => void } = {}) {
  // A NUL is never valid input, and PostgreSQL refuses it in any text (a 500 from the database): every
  // field, not only the user-visible texts of the shared text rule, is refused with a 400 naming it.
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.query, '') ?? nulPath(request.params, '') ?? nulPath(request.body, '');
    if (field !== null) throw new AppError(400, 'validation.badCharacters', {}, field);
  });
  app.setErrorHandler((thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    // No room left (SQLite, PostgreSQL or the file system): 507 with a message saying so, not a 500. The
    // write was one statement or one transaction, so nothing of it stayed; /api/ready reports the disk.
    let error = thrown;
    if (!(thrown instanceof AppError && thrown.status < 500) && isStorageFull(thrown)) {
      request.log.warn({ err: thrown }, 'storage full: write refused');
      options.onStorageFull?.();
      error = storageFull(thrown);
    }
    if (error instanceof AppError && error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
    // A page navigation never answers JSON: the portal's error page (a rate limit included).
    if (isPageNavigation(request)) {
      const { status, key, params } = describeError(error);
      if (status >= 500 && status !== 507)
        request.log.error({ err: error instanceof AppError ? (error.cause ?? error) : error }, 'error on a page');
      return sendErrorPage(reply, lang, status, key, params);
    }
    if (error instanceof AppError) {
      // A 503 with a wait (busy) is the server protecting itself, not a fault.
      if (error.status >= 500 && error.status !== 507 && error.retryAfter === undefined)
        request.log.error({ err: error.cause ?? error }, error.key);
      const msg =
        error.field && error.key.startsWith('validation.')
          ? fieldMessage(lang, error.field, error.key, error.params)
          : translate(lang, error.key, paramsOf(lang, error));
      return reply.status(error.status).send({ code: error.status, msg, data: error.field ? { field: error.field } : null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      // Rebuild the zod issue the type provider flattened, to word it with the shared mapping.
      const issue = {
        ...first.params,
        code: first.keyword,
        message: first.message,
        path: first.instancePath.split('/').filter(Boolean),
      } as unknown as z.core.$ZodIssue;
      const field = issueField(issue);
      const { key, params } = issueMessage(issue);
      return reply.status(400).send({ code: 400, msg: fieldMessage(lang, field, key, params), data: { field } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, lang, 500, 'error.internal');
    }
    if (isLostConnection(error) || isOutOfFiles(error)) {
      // The pool drops the dead connection and opens a new one; a file the process had no descriptor
      // left for (every connection it holds reading one at once, lib/open-files.ts) is there a moment
      // later: either way the call can be repeated at once.
      request.log.warn({ err: error }, isOutOfFiles(error) ? 'out of open files' : 'database connection lost');
      return (
        reply
          .header('retry-after', '1')
          // JSON, even where a file's route had set the file's type before failing.
          .type('application/json; charset=utf-8')
          .status(503)
          .send({ code: 503, msg: translate(lang, 'error.busy', { wait: wordWait(lang, 1) }), data: null })
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, lang, 500, 'error.internal');
    }
    const byStatus: Record<number, string> = {
      401: 'error.unauthorized',
      403: 'error.forbidden',
      404: 'error.notFound',
      413: 'error.tooLarge',
      415: 'error.unsupportedType',
      429: 'error.tooManyRequests',
    };
    const isJson =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError;
    return send(reply, lang, status, isJson ? 'error.malformedJson' : (byStatus[status] ?? 'error.badRequest'));
  });
}

/**
 * Unknown API routes get a 404 envelope; other GETs get the web app, whose router draws the page, with
 * status 404 when the app has no page there (its Not Found page): a crawler then drops the address.
 */
export function registerNotFound(app: FastifyInstance, serveWebApp: boolean, pages?: Pick<PageRender, 'knowsPath'>) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (serveWebApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')) {
      const known = pages ? await pages.knowsPath(path) : true;
      // Cook mode (/cook/:id) is one person's view of a recipe, kept in their browser: never indexed
      // (robots.txt asks the same; the page says noindex too, for crawlers that ignore both).
      if (path.startsWith('/cook/')) reply.header('x-robots-tag', 'noindex');
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    if (isPageNavigation(request)) return sendErrorPage(reply, request.lang, 404, 'infoPage.notFound');
    return send(reply, request.lang, 404, 'error.routeNotFound', { method: request.method, url: path });
  });
}
