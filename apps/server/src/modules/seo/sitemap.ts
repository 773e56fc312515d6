import { LANGUAGES, type Language } from '@chef/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { published } from '../catalogue/published.js';
import { alternates, escapeHtml, languageUrl } from './seo.render.js';

/** The sitemap protocol's ceiling of URLs in one file; past it /sitemap.xml is an index of pages. */
export const SITEMAP_MAX_URLS = 50_000;

/** The list pages a crawler starts from, each in both languages (the lists show that language's content). */
const LIST_PAGES = ['/home', '/home/recipe', '/home/article', '/home/week'] as const;

/** Kept out of search engines: the API, the user's own pages (centre, basket, editor), the console and the login. */
const ROBOTS_DISALLOW = ['/api/', '/myCenter', '/shopBasket', '/createRecipe', '/admin', '/login', '/cook/'];

interface Entry {
  loc: string;
  lastmod?: string | undefined;
  links: { hreflang: string; href: string }[];
}

const day = (value: string | null | undefined) => {
  const time = value ? new Date(value) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString().slice(0, 10) : undefined;
};

function urlset(entries: Entry[]): string {
  const body = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeHtml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`<lastmod>${entry.lastmod}</lastmod>`] : []),
      ...entry.links.map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}"/>`),
      '</url>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}

/**
 * /robots.txt and /sitemap.xml. The sitemap: home, the lists and the weekly selection in both languages (alternates of each other),
 * every published recipe and every article once, at its own language's URL (the content is in one
 * language: the page in the other UI language is not a translation of it). Private recipes (the
 * owner's box), drafts, those waiting for audit or refused are never listed: the catalogue's own
 * `published()` rule. Up to `perFile` URLs it is one file; past it, an index of /sitemap-N.xml.
 * Computed from the database and kept with the content cache (10 s, dropped when content is
 * published or changed), so a recipe just published is listed at once on this node.
 */
export function sitemapRoutes(app: FastifyInstance, deps: { db: Db; cache: ContentCache; publicUrl: string; perFile?: number }) {
  const { db, cache, publicUrl } = deps;
  const perFile = Math.max(1, Math.min(deps.perFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS));
  const listEntries = (): Entry[] =>
    LIST_PAGES.flatMap((page) => {
      const links = alternates(publicUrl, page);
      return LANGUAGES.map((lang) => ({ loc: languageUrl(publicUrl, page, lang), links }));
    });
  const recipes = () => db.selectFrom('recipes').where(published());

  const counts = async () => {
    const [r, a] = await Promise.all([
      recipes()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { recipes: Number(r.n), articles: Number(a.n) };
  };

  /** URLs [offset, offset + limit) of the whole list: the list pages, then recipes, then articles, each by id. */
  const entries = async (offset: number, limit: number, total: { recipes: number; articles: number }): Promise<Entry[]> => {
    const lists = listEntries();
    const out = lists.slice(offset, offset + limit);
    let start = Math.max(0, offset - lists.length);
    let left = limit - out.length;
    if (left > 0 && start < total.recipes) {
      const rows = await recipes().select(['id', 'lang', 'updated_at']).orderBy('id').offset(start).limit(left).execute();
      for (const row of rows) {
        const loc = languageUrl(publicUrl, `/home/recipeDetail/${row.id}`, row.lang as Language);
        out.push({ loc, lastmod: day(row.updated_at), links: [{ hreflang: row.lang, href: loc }] });
      }
      left -= rows.length;
    }
    start = Math.max(0, start - total.recipes);
    if (left > 0 && start < total.articles) {
      const rows = await db.selectFrom('articles').select(['id', 'lang', 'updated_at']).orderBy('id').offset(start).limit(left).execute();
      for (const row of rows) {
        const loc = languageUrl(publicUrl, `/home/articleDetail?id=${row.id}`, row.lang as Language);
        out.push({ loc, lastmod: day(row.updated_at), links: [{ hreflang: row.lang, href: loc }] });
      }
    }
    return out;
  };

  /** The file's XML, kept with the content cache; null when there is no such file. */
  const file = async (page: number | null): Promise<string | null> => {
    const key = `sitemap|${page ?? 'root'}`;
    const kept = cache.values.get(key) as string | null | undefined;
    if (kept !== undefined) return kept;
    const total = await counts();
    const urls = listEntries().length + total.recipes + total.articles;
    const pages = Math.ceil(urls / perFile);
    let xml: string | null;
    if (page === null) {
      xml =
        pages <= 1
          ? urlset(await entries(0, perFile, total))
          : `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
              { length: pages },
              (_, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
            ).join('\n')}\n</sitemapindex>\n`;
    } else xml = pages > 1 && page <= pages ? urlset(await entries((page - 1) * perFile, perFile, total)) : null;
    cache.values.set(key, xml);
    return xml;
  };

  // Written here rather than kept as a file of the web build: `Sitemap:` must be an absolute URL (PUBLIC_URL).
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  const send = (reply: FastifyReply, xml: string) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      // As fresh as the content cache: a shared cache may keep it as long.
      .header('cache-control', 'public, max-age=0, s-maxage=10')
      .send(xml);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => send(reply, (await file(null))!));
  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', { schema: { hide: true } }, async (request, reply) => {
    const page = /^[1-9]\d{0,6}$/.test(request.params.page) ? Number(request.params.page) : null;
    const xml = page === null ? null : await file(page);
    return xml === null ? reply.callNotFound() : send(reply, xml);
  });
}
