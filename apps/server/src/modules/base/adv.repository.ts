import type { Db } from '../../db/index.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

export function createAdvRepository(db: Db) {
  return {
    /** A page of config records; records and total in two indexed queries. */
    page(filter: { advType?: string | undefined; lang?: string | undefined }, request: PageRequest) {
      let query = db.selectFrom('adv');
      if (filter.advType) query = query.where('adv_type', '=', filter.advType);
      if (filter.lang) query = query.where('lang', '=', filter.lang);
      return paginate(query, request, (q) => q.selectAll().orderBy('sort').orderBy('id'));
    },

    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('adv').select('id').limit(1).executeTakeFirst());
    },

    insertMany(
      rows: {
        adv_name: string;
        adv_type: string;
        adv_pic: string | null;
        adv_url: string | null;
        lang: string;
        sort: number;
        created_at: string;
      }[],
    ) {
      return db.insertInto('adv').values(rows).execute();
    },
  };
}

export type AdvRepository = ReturnType<typeof createAdvRepository>;
