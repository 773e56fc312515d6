import type { Db } from '../../db/index.js';

export interface PageRow {
  code: string;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

/** The only SQL of the content pages (privacy policy, registration agreement, about us). */
export function createPageRepository(db: Db) {
  return {
    /** The page in the first of the languages that has it (a fallback order). One query. */
    async find(code: string, languages: readonly string[]): Promise<PageRow | undefined> {
      const rows = await db
        .selectFrom('pages')
        .select(['code', 'lang', 'title', 'body', 'updated_at'])
        .where('code', '=', code)
        .where('lang', 'in', languages)
        .execute();
      return languages.map((lang) => rows.find((row) => row.lang === lang)).find((row) => row !== undefined);
    },

    /** Adds the pages that are missing (by code and language); pages already there, perhaps edited by staff, are kept. */
    async insertMissing(rows: readonly PageRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('pages')
        .values([...rows])
        .onConflict((oc) => oc.columns(['code', 'lang']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },
  };
}

export type PageRepository = ReturnType<typeof createPageRepository>;
