import {
  BANNERS_MAX,
  RECIPE_OPTIONS_MAX,
  richTextPlain,
  richTextImages,
  type AdvInputParsed,
  type AdminAdvRecord,
  type ArticleDetail,
  type ArticleInputParsed,
  type ArticleListItem,
  type InfoPage,
  type InfoPageCode,
  type Language,
  type PageResult,
  type RecipeListItem,
  type WeekSelection,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { StaffRow } from './admin.service.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toArticleDetail, toArticleListItem } from '../article/article.presenter.js';
import { createArticleRepository, type ArticleFilter } from '../article/article.repository.js';
import { toAdminAdvRecord } from '../base/adv.presenter.js';
import type { AdvRepository } from '../base/adv.repository.js';
import { toInfoPage } from '../page/page.presenter.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { createSearchRepository } from '../search/search.repository.js';
import { articleSearchText } from '../search/search.text.js';
import { SEARCH_RESULTS_MAX } from '../search/search.service.js';
import type { ClaimPicture } from '../upload/upload.service.js';
import { createAdminContentRepository, type AdminContentRepository, type AdvRow, type ArticleEditRow } from './admin-content.repository.js';
import { recordStaffAction } from './staff-log.repository.js';

/**
 * The console's content pages: articles, config records (service phone, links, banners), the weekly
 * selection and the content pages' texts. Each write runs in one transaction with its audit-log row
 * (before and after), then drops this node's cached public answers (content cache: lists, details,
 * home, the weekly selection), so this node shows the change at once; other nodes within their
 * cache's 10 s (docs/API.md "Caching").
 */
export function createAdminContentService(deps: {
  db: Db;
  cache: ContentCache;
  adv: AdvRepository;
  claimPicture: ClaimPicture;
  clock?: () => Date;
}) {
  const { db, cache, claimPicture } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createAdminContentRepository(db);
  const articles = createArticleRepository(db);
  const search = createSearchRepository(db);
  const recipeItems = createRecipeItemService(db);

  /** A write with its audit-log row in one transaction, then this node's public answers dropped. */
  async function write<T>(
    staff: StaffRow,
    action: string,
    work: (
      repo: AdminContentRepository,
      trx: Db,
    ) => Promise<{ result: T; targetId: string | number | null; before?: unknown; after?: unknown }>,
  ): Promise<T> {
    const at = clock().toISOString();
    const result = await repo.transaction(async (trx) => {
      const done = await work(createAdminContentRepository(trx), trx);
      await recordStaffAction(trx, { staffId: staff.id, action, targetId: done.targetId, before: done.before, after: done.after, at });
      return done.result;
    });
    cache.catalogueChanged();
    return result;
  }

  /** Claims the pictures a write adds (cover, pictures in the body) as the staff member's uploads; kept ones pass. */
  async function claimNew(staff: StaffRow, trx: Db, pictures: [url: string | null, field: string][], kept: readonly (string | null)[]) {
    for (const [url, field] of pictures) {
      if (url && !kept.includes(url)) await claimPicture({ kind: 'staff', id: staff.id }, url, field, trx);
    }
  }

  const bodyPictures = (body: string) => richTextImages(body).map((url): [string, string] => [url, 'body']);
  const articlePictures = (row: { cover: string | null; body: string }) => [row.cover, ...richTextImages(row.body)];

  function articleColumns(input: ArticleInputParsed, at: string) {
    return {
      lang: input.lang,
      title: input.title,
      summary: input.summary,
      cover: input.cover,
      body: input.body,
      tags: JSON.stringify(input.tags),
      featured: input.featured ? 1 : 0,
      // Search matches the words, not the marks (link addresses, **).
      search_text: articleSearchText({ ...input, body: richTextPlain(input.body) }),
      updated_at: at,
    };
  }

  async function findArticle(id: string): Promise<ArticleEditRow> {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.article(n);
    if (!row) throw new AppError(404, 'catalogue.articleNotFound', {}, 'id');
    return row;
  }

  async function findAdv(id: string): Promise<AdvRow> {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.adv(n);
    if (!row) throw new AppError(404, 'adminContent.advNotFound', {}, 'id');
    return row;
  }

  /** One record a language for every type but banners; banners at most BANNERS_MAX a language. */
  async function checkRoom(trx: AdminContentRepository, input: AdvInputParsed, except: number | null) {
    const limit = input.advType === 'banner' ? BANNERS_MAX : 1;
    const others = (await trx.advsOfType(input.advType, input.lang, limit + 1)).filter((row) => row.id !== except);
    if (others.length < limit) return;
    if (input.advType === 'banner') throw badRequest('adminContent.bannersFull', 'advType', { max: BANNERS_MAX });
    throw new AppError(409, 'adminContent.advExists', {}, 'advType');
  }

  const advColumns = (input: AdvInputParsed) => ({
    adv_type: input.advType,
    lang: input.lang,
    adv_name: input.advName,
    // Only banners carry a picture; a phone has no address.
    adv_pic: input.advType === 'banner' ? input.advPic : null,
    adv_url: input.advType === 'phone' ? null : input.advUrl,
    sort: input.sort,
  });

  return {
    // ---- articles ----

    /** Staff list: newest first, any language or one, a keyword through the search index. */
    async articleList(
      input: PageRequest & { keyword?: string | undefined; lang?: Language | undefined },
    ): Promise<PageResult<ArticleListItem>> {
      const filter: ArticleFilter = { lang: input.lang ?? null };
      if (input.keyword) filter.ids = await search.rankedIds('article', input.keyword, filter.lang, SEARCH_RESULTS_MAX);
      return presentPage(await articles.page(filter, input, articles.count(filter)), (rows) => rows.map(toArticleListItem));
    },

    async articleDetail(id: string): Promise<ArticleDetail> {
      const row = await articles.detail(rowId(id) ?? 0);
      if (!row) throw new AppError(404, 'catalogue.articleNotFound', {}, 'id');
      return toArticleDetail(row, null);
    },

    addArticle(staff: StaffRow, input: ArticleInputParsed): Promise<{ id: string }> {
      return write(staff, 'article.add', async (trx, trxDb) => {
        const at = clock().toISOString();
        await claimNew(staff, trxDb, [[input.cover, 'cover'], ...bodyPictures(input.body)], []);
        const columns = { ...articleColumns(input, at), author: staff.name, published_at: at, created_at: at };
        const id = await trx.insertArticle(columns);
        return { result: { id: String(id) }, targetId: id, after: { id, ...columns } };
      });
    },

    async updArticle(staff: StaffRow, input: ArticleInputParsed & { id: string }): Promise<null> {
      const before = await findArticle(input.id);
      return write(staff, 'article.update', async (trx, trxDb) => {
        await claimNew(staff, trxDb, [[input.cover, 'cover'], ...bodyPictures(input.body)], articlePictures(before));
        const columns = articleColumns(input, clock().toISOString());
        await trx.updateArticle(before.id, columns);
        return { result: null, targetId: before.id, before, after: { ...before, ...columns } };
      });
    },

    /** Deletes the given articles (unknown ids are skipped); one audit row each. */
    async delArticles(staff: StaffRow, ids: string[]): Promise<{ deleted: number }> {
      const rows = await repo.articles(rowIds(ids));
      if (rows.length === 0) return { deleted: 0 };
      const at = clock().toISOString();
      await repo.transaction(async (trx) => {
        await createAdminContentRepository(trx).deleteArticles(rows.map((row) => row.id));
        for (const row of rows)
          await recordStaffAction(trx, { staffId: staff.id, action: 'article.delete', targetId: row.id, before: row, at });
      });
      cache.catalogueChanged();
      return { deleted: rows.length };
    },

    // ---- adverts and config records ----

    async advList(
      filter: { advType?: string | undefined; lang?: string | undefined },
      request: PageRequest,
    ): Promise<PageResult<AdminAdvRecord>> {
      return presentPage(await deps.adv.page(filter, request), (rows) => rows.map(toAdminAdvRecord));
    },

    addAdv(staff: StaffRow, input: AdvInputParsed): Promise<AdminAdvRecord> {
      return write(staff, 'adv.add', async (trx, trxDb) => {
        await checkRoom(trx, input, null);
        if (input.advType === 'banner') await claimNew(staff, trxDb, [[input.advPic, 'advPic']], []);
        const row = await trx.insertAdv({ ...advColumns(input), created_at: clock().toISOString() });
        return { result: toAdminAdvRecord(row), targetId: row.id, after: row };
      });
    },

    async updAdv(staff: StaffRow, input: AdvInputParsed & { id: string }): Promise<AdminAdvRecord> {
      const before = await findAdv(input.id);
      return write(staff, 'adv.update', async (trx, trxDb) => {
        if (before.adv_type !== input.advType || before.lang !== input.lang) await checkRoom(trx, input, before.id);
        if (input.advType === 'banner') await claimNew(staff, trxDb, [[input.advPic, 'advPic']], [before.adv_pic]);
        const row = await trx.updateAdv(before.id, advColumns(input));
        return { result: toAdminAdvRecord(row), targetId: row.id, before, after: row };
      });
    },

    async delAdvs(staff: StaffRow, ids: string[]): Promise<{ deleted: number }> {
      const rows = await repo.advs(rowIds(ids));
      if (rows.length === 0) return { deleted: 0 };
      const at = clock().toISOString();
      await repo.transaction(async (trx) => {
        await createAdminContentRepository(trx).deleteAdvs(rows.map((row) => row.id));
        for (const row of rows)
          await recordStaffAction(trx, { staffId: staff.id, action: 'adv.delete', targetId: row.id, before: row, at });
      });
      cache.catalogueChanged();
      return { deleted: rows.length };
    },

    // ---- weekly selection ----

    /** A week's chosen recipes in their order (those no longer published are left out). */
    async week(week: string, lang: Language): Promise<WeekSelection> {
      const ids = await repo.weekRecipeIds(week);
      const [items, live] = await Promise.all([recipeItems.byIds(ids, lang), repo.publishedIds(ids)]);
      return { weekStart: week, records: ids.flatMap((id) => (live.has(id) && items.has(id) ? [items.get(id)!] : [])) };
    },

    async setWeek(staff: StaffRow, input: { week: string; recipeIds: string[] }, lang: Language): Promise<WeekSelection> {
      const ids = input.recipeIds.map((id) => rowId(id));
      const live = await repo.publishedIds(ids.filter((id): id is number => id !== null));
      const bad = ids.findIndex((id) => id === null || !live.has(id));
      if (bad >= 0) throw badRequest('adminContent.recipeNotPublished', `recipeIds.${bad}`);
      await write(staff, 'week.set', async (trx) => {
        const before = await trx.weekRecipeIds(input.week);
        await trx.replaceWeek(input.week, ids as number[]);
        return {
          result: null,
          targetId: input.week,
          before: { week: input.week, recipeIds: before },
          after: { week: input.week, recipeIds: ids },
        };
      });
      return this.week(input.week, lang);
    },

    /** Published recipes matching a keyword (name first), for the selection's picker. */
    async recipeOptions(keyword: string, lang: Language | null, callerLang: Language): Promise<RecipeListItem[]> {
      const ids = await search.rankedIds('recipe', keyword, lang, RECIPE_OPTIONS_MAX);
      const items = await recipeItems.byIds(ids, callerLang);
      return ids.flatMap((id) => (items.has(id) ? [items.get(id)!] : []));
    },

    // ---- content pages ----

    async page(code: InfoPageCode, lang: Language): Promise<InfoPage | null> {
      const row = await repo.page(code, lang);
      return row ? toInfoPage(row) : null;
    },

    async updPage(staff: StaffRow, input: { code: InfoPageCode; lang: Language; title: string; body: string }): Promise<InfoPage> {
      return write(staff, 'page.update', async (trx, trxDb) => {
        const before = await trx.page(input.code, input.lang);
        // Pictures in a text are claimed like an article's.
        await claimNew(staff, trxDb, bodyPictures(input.body), before ? richTextImages(before.body) : []);
        const row = { code: input.code, lang: input.lang, title: input.title, body: input.body, updated_at: clock().toISOString() };
        await trx.upsertPage(row);
        return { result: toInfoPage(row), targetId: `${input.code}/${input.lang}`, before: before ?? undefined, after: row };
      });
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
