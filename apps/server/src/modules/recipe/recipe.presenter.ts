import type { Category, Country, Language, RecipeDetail, RecipeListItem } from '@chef/shared';
import { roundRating } from '../rating/round.js';
import type { AuthorColumns, RecipeDetailRow, RecipeListRow } from './recipe.repository.js';

/**
 * Recipe rows as the API shows them, written once for every path: the zod-described answers and the
 * visitors' fast JSON text (lib/fast-json.ts, the content cache) both come from here, so a new field is
 * added in one place.
 */

/** A name kept in both languages (categories, countries), said in the caller's. */
export const nameIn = (lang: Language, row: { name_en: string; name_zh: string }) => (lang === 'zh-CN' ? row.name_zh : row.name_en);

/** A list row as the API's list item, with its category and country named (in the caller's language). */
export function toRecipeListItem(row: RecipeListRow, names: { category: string; country: string | null }): RecipeListItem {
  return {
    id: String(row.id),
    lang: row.lang as Language,
    name: row.name,
    cover: row.cover,
    rating: roundRating(Number(row.rating_avg)),
    ratingCount: row.rating_count,
    cookingTime: row.cooking_time,
    difficulty: row.difficulty as RecipeListItem['difficulty'],
    country: names.country,
    countryCode: row.country_code,
    category: names.category,
    categoryId: String(row.category_id),
    viewCount: row.view_count,
    collectCount: row.collect_count,
    authorName: row.author_name,
  };
}

/** What only a signed-in caller sees on a detail; a visitor gets VISITOR. */
export type PersonalFields = Pick<RecipeDetail, 'isCollected' | 'myRating' | 'inMyWeek'>;
export const VISITOR: PersonalFields = { isCollected: false, myRating: null, inMyWeek: false };

/** The detail's parts stored as JSON text, one column each; the column names are the field names. */
const JSON_FIELDS = ['tags', 'accessories', 'preparations', 'ingredients', 'nutrition', 'steps'] as const;
type JsonField = (typeof JSON_FIELDS)[number];

/** A detail's row: with its author's account when the public read joined it (the author's own preview does not). */
type DetailRow = RecipeDetailRow & Partial<AuthorColumns>;

/** Every field of a detail but the JSON parts: a new column of the detail is added here. */
function detailFields(row: DetailRow, item: RecipeListItem, personal: PersonalFields): Omit<RecipeDetail, JsonField> {
  return {
    ...item,
    // The account's nickname as it is now; the name kept on the recipe when it has no account.
    authorName: row.author_nickname ?? item.authorName,
    authorAvatar: row.author_avatar ?? null,
    description: row.description,
    portions: row.portions,
    flavor: row.flavor as RecipeDetail['flavor'],
    tips: row.tips,
    commentCount: row.comment_count,
    createTime: row.created_at,
    ...personal,
  };
}

/** The detail as an object (the JSON parts parsed): SEO heads and anything that reads fields. */
export function toRecipeDetail(row: DetailRow, item: RecipeListItem, personal: PersonalFields): RecipeDetail {
  const detail = detailFields(row, item, personal) as RecipeDetail;
  for (const field of JSON_FIELDS) (detail as Record<JsonField, unknown>)[field] = JSON.parse(row[field]);
  return detail;
}

/**
 * The same detail as JSON text (the same fields in the same order as JSON.stringify(toRecipeDetail)): the
 * JSON parts are spliced in as stored (written by JSON.stringify of validated content) rather than parsed and
 * serialized again, the larger part of a detail's cost on the hottest read.
 */
export function recipeDetailJson(row: DetailRow, item: RecipeListItem, personal: PersonalFields): string {
  let json = JSON.stringify(detailFields(row, item, personal)).slice(0, -1);
  for (const field of JSON_FIELDS) {
    const value = row[field];
    // A JSON array as stored; anything else (never written by this app) goes through JSON.
    json += `,"${field}":${value.startsWith('[') ? value : JSON.stringify(JSON.parse(value))}`;
  }
  return `${json}}`;
}

export const toCategory = (row: { id: number; code: string; name_en: string; name_zh: string }, lang: Language): Category => ({
  id: String(row.id),
  code: row.code,
  name: nameIn(lang, row),
});

export const toCountry = (row: { code: string; name_en: string; name_zh: string }, lang: Language): Country => ({
  code: row.code,
  name: nameIn(lang, row),
});
