import {
  ARTICLE_COVER_SIZES,
  LANGUAGES,
  RECIPE_COVER_SIZES,
  imageSrcSet,
  type ArticleDetail,
  type Ingredient,
  type Language,
  type RecipeDetail,
} from '@chef/shared';

/**
 * The head of a shared link: crawlers and link previews read the title, description, canonical URL,
 * Open Graph tags and schema.org JSON-LD from the HTML the server sends for a recipe or article detail
 * URL; the web app then renders the page as usual. Pure functions; everything inserted is escaped.
 */

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  /** The img sizes the page shows `image` with: its preload then names the copy the img will pick. */
  imageSizes?: string;
  type: 'article' | 'website';
  lang: string;
  /** The product's name in the visitor's language: the title's end and og:site_name. */
  siteName: string;
  jsonLd: Record<string, unknown>;
  /** The page in each language (home): `<link rel="alternate" hreflang>`. */
  alternates?: { hreflang: string; href: string }[];
}

/**
 * A public page in a language: the page's URL with `?lang=`, which the server renders in that language
 * whatever the visitor's cookie says (docs/API.md "Sitemap and languages"). Crawlers keep no cookie:
 * this is how they reach each language.
 */
export function languageUrl(publicUrl: string, pathAndQuery: string, lang: Language): string {
  return `${publicUrl}${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** `<link rel="alternate" hreflang>` of a page offered in both languages: each language and x-default (no `lang`, the visitor's own). */
export function alternates(publicUrl: string, pathAndQuery: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: languageUrl(publicUrl, pathAndQuery, lang) })),
    { hreflang: 'x-default', href: `${publicUrl}${pathAndQuery}` },
  ];
}

const DESCRIPTION_MAX = 200;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: nothing in it can close the element or start a comment (<, >, & and the JS line separators escaped). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Minutes as an ISO 8601 duration: 45 -> PT45M, 90 -> PT1H30M. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
}

function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const absolute = (publicUrl: string, url: string | null) => (url === null ? null : url.startsWith('/') ? `${publicUrl}${url}` : url);

function ingredientText(i: Ingredient): string {
  const amount = i.value === null ? '' : i.unit === 'pcs' || i.unit === null ? `${i.value} ` : `${i.value} ${i.unit} `;
  return `${amount}${i.name}${i.note ? ` (${i.note})` : ''}`;
}

export function recipeHead(recipe: RecipeDetail, publicUrl: string, siteName: string): PageHead {
  // In the recipe's own language: the page a crawler indexes is all in one language (the sitemap's URL).
  const canonical = languageUrl(publicUrl, `/home/recipeDetail/${recipe.id}`, recipe.lang as Language);
  const image = absolute(publicUrl, recipe.cover);
  const description = clip(recipe.description || `${recipe.name}: ${recipe.ingredients.map((i) => i.name).join(', ')}`);
  const energy = recipe.nutrition.find((n) => n.name === 'energy');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    ...(image ? { image: [image] } : {}),
    description,
    inLanguage: recipe.lang,
    author: { '@type': 'Organization', name: recipe.authorName },
    datePublished: recipe.createTime,
    recipeCategory: recipe.category,
    ...(recipe.country ? { recipeCuisine: recipe.country } : {}),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.join(', ') } : {}),
    totalTime: isoDuration(recipe.cookingTime),
    recipeYield: String(recipe.portions),
    recipeIngredient: recipe.ingredients.map(ingredientText),
    recipeInstructions: recipe.steps.map((s) => ({ '@type': 'HowToStep', name: s.title, text: s.description })),
    ...(recipe.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: recipe.rating,
            ratingCount: recipe.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    // Energy is stored in kJ per portion; schema.org wants calories.
    ...(energy ? { nutrition: { '@type': 'NutritionInformation', calories: `${Math.round(energy.amount / 4.184)} kcal` } } : {}),
  };
  return {
    title: `${recipe.name} - ${siteName}`,
    description,
    canonical,
    image,
    imageSizes: RECIPE_COVER_SIZES,
    type: 'article',
    lang: recipe.lang,
    siteName,
    jsonLd,
  };
}

export function articleHead(article: ArticleDetail, publicUrl: string, siteName: string): PageHead {
  const canonical = languageUrl(publicUrl, `/home/articleDetail?id=${article.id}`, article.lang as Language);
  const image = absolute(publicUrl, article.cover);
  const description = clip(article.summary || article.body);
  return {
    title: `${article.title} - ${siteName}`,
    description,
    canonical,
    image,
    imageSizes: ARTICLE_COVER_SIZES,
    type: 'article',
    lang: article.lang,
    siteName,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      ...(image ? { image: [image] } : {}),
      description,
      inLanguage: article.lang,
      datePublished: article.publishTime,
      author: { '@type': 'Person', name: article.author },
      mainEntityOfPage: canonical,
    },
  };
}

/**
 * The canonical URL of a page offered in both languages: itself, with the `?lang=` it was asked with or
 * without one (the x-default). Never another language's URL: a canonical pointing at one of the page's
 * own hreflang alternates tells crawlers the alternates are duplicates.
 */
const selfUrl = (publicUrl: string, pathname: string, asked: Language | null) =>
  asked ? languageUrl(publicUrl, pathname, asked) : `${publicUrl}${pathname}`;

/**
 * Home's head in `lang` (the page as rendered): its canonical URL with its alternates, Open
 * Graph, and the WebSite JSON-LD whose SearchAction is the header's search (/home/recipe?keyword=).
 */
export function homeHead(
  publicUrl: string,
  lang: Language,
  asked: Language | null,
  text: { siteName: string; description: string },
): PageHead {
  const url = `${publicUrl}/home`;
  return {
    title: text.siteName,
    description: text.description,
    canonical: selfUrl(publicUrl, '/home', asked),
    image: null,
    type: 'website',
    lang,
    siteName: text.siteName,
    alternates: alternates(publicUrl, '/home'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: text.siteName,
      url,
      inLanguage: lang,
      description: text.description,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/home/recipe?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/** A list page's canonical URL (itself, as for home) and the list in each language. */
export function listLinks(publicUrl: string, pathname: string, asked: Language | null): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(selfUrl(publicUrl, pathname, asked))}" />`,
    ...alternateLinks(alternates(publicUrl, pathname)),
  ];
}

const alternateLinks = (links: readonly { hreflang: string; href: string }[]) =>
  links.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}" />`);

/** Vite's build manifest (apps/web/dist/.vite/manifest.json), the parts read here. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** A route's code: its chunks and their styles, as URLs, less what the template loads already. */
export interface RouteCode {
  scripts: string[];
  styles: string[];
}

/**
 * What a route needs to draw: the chunk of `entry` (a source path, as the manifest names it), every
 * chunk it imports and their styles, less what the template loads already. A chunk's styles come after
 * those of the chunks it imports, as Vite's loader adds them when the browser opens the route itself:
 * a page's own rules (home.css, article.css) then win over the shared ones they refine (content.css) in
 * the rendered page as after a client-side navigation (issue 28: a rendered article list kept two columns
 * on a phone, a client-side one took the one its CSS asks for).
 */
export function routeCode(manifest: ViteManifest, entry: string, template: string): RouteCode {
  const files = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  walk(entry);
  const fresh = (file: string) => !template.includes(`"/${file}"`);
  return { scripts: [...files].filter(fresh).map((file) => `/${file}`), styles: [...styles].filter(fresh).map((file) => `/${file}`) };
}

/**
 * The tags that fetch a route's code with the page rather than after the app has started and picked the
 * route: the app then takes a rendered page over (hydrates it) as soon as the code has arrived. The
 * scripts as a list (#route-code) the entry preloads once the page's cover has arrived (src/main.tsx: a
 * script fetched with the HTML shares the visitor's bandwidth with the cover, whatever its priority); the
 * styles linked (small, and they avoid a shift when the chunk adds them; Vite's loader sees them in place
 * and does not add them again).
 */
export function routePreloads(code: RouteCode): string[] {
  return [
    ...(code.scripts.length > 0 ? [`<script type="application/json" id="route-code">${scriptJson(code.scripts)}</script>`] : []),
    ...code.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
  ];
}

/**
 * The web app's index.html with this page's head: its <title> and description replaced, the language
 * set, canonical, Open Graph, JSON-LD and the page's preloads added before </head>. Everything else
 * (scripts, styles) stays.
 */
export function renderHead(template: string, head: PageHead, preloads: readonly string[] = []): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...alternateLinks(head.alternates ?? []),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:type', head.type),
    meta('og:url', head.canonical),
    meta('og:site_name', head.siteName),
    meta('og:locale', head.lang.replace('-', '_')),
    ...(head.image ? [meta('og:image', head.image)] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
    // The cover is the page's largest paint: fetched with the HTML, not once the app has asked for the data.
    ...(head.image ? [imagePreload(head.image, imageSrcSet(head.image), head.imageSizes)] : []),
    ...preloads,
  ];
  let html = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`);
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  html = html.replace(/<html([^>]*)\slang="[^"]*"/i, (_, attrs: string) => `<html${attrs} lang="${escapeHtml(head.lang)}"`);
  return addToHead(html, tags);
}

/** A picture the page shows in its first view, fetched with the HTML (with srcset/sizes, the copy the img will pick). */
export function imagePreload(href: string, srcset?: string, sizes?: string): string {
  const responsive = srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${responsive} />`;
}

/** The template with tags added at the end of its head. */
export function addToHead(html: string, tags: readonly string[]): string {
  return tags.length === 0 ? html : html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
