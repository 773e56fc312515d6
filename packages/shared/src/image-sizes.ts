/**
 * How wide pictures are shown (img sizes, and the preload's imagesizes), read from the CSS that lays
 * them out: an upper bound at each breakpoint, so the browser never picks a copy too small (srcset:
 * imageSrcSet). The home page's are in format.ts (CARD_ROW_SIZES, BANNER_SIZES): its first view's code
 * carries only those.
 */

/** .chef-grid (components/content.css): two columns on a phone; then columns of 220 px or more, at most ~340 px up to 60em, ~265 px beyond. */
export const CARD_GRID_SIZES = '(max-width: 30em) 50vw, (max-width: 60em) 340px, 270px';
/** .chef-grid--articles: one column on a phone, else as CARD_GRID_SIZES. */
export const ARTICLE_GRID_SIZES = '(max-width: 30em) 100vw, (max-width: 60em) 340px, 270px';
/** .chef-recipe__cover (recipe.css): the page's width on a phone, else a column of 460 px. */
export const RECIPE_COVER_SIZES = '(max-width: 48em) 100vw, 460px';
/** .chef-article__cover (article.css): the page's width, up to its 760 px. */
export const ARTICLE_COVER_SIZES = '(max-width: 49.5em) 100vw, 760px';
