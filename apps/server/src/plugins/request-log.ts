import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Health checks and metrics scrapes: asked every few seconds by machines, noise at info. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

/** Static files: the web app's build, uploaded media and files with an extension (favicon, robots.txt). */
function isQuiet(route: string | undefined): boolean {
  if (!route) return false;
  return PROBES.has(route) || route.startsWith('/assets/') || route.startsWith('/media/') || /\.[a-z0-9]+$/i.test(route);
}

/**
 * One line per request (issue 27) instead of Fastify's two ("incoming request", "request completed"):
 * method, route pattern (not the path, so ids and queries stay out and lines group by route), status,
 * time in ms; the request id comes with reply.log. Static files and probes are logged at debug only.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      route: route ?? '(no route)',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(error ? { err: error } : {}),
    };
    if (isQuiet(route)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
