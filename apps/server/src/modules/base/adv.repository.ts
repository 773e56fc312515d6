import type { Db } from '../../db/index.js';

export function createAdvRepository(db: Db) {
  return {
    /** A page of config records; records and total in two indexed queries. */
    async page(filter: { advType?: string; lang?: string }, offset: number, limit: number) {
      let query = db.selectFrom('adv');
      if (filter.advType) query = query.where('adv_type', '=', filter.advType);
      if (filter.lang) query = query.where('lang', '=', filter.lang);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('sort').orderBy('id').offset(offset).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
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
