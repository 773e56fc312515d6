import type { AdminAdvRecord, AdvRecord } from '@chef/shared';
import type { Selectable } from 'kysely';
import type { AdvTable } from '../../db/schema.js';

/** A config record (qryAdvPic, home's banners) as the API shows it. */
export const toAdvRecord = (row: Selectable<AdvTable>): AdvRecord => ({
  id: String(row.id),
  advName: row.adv_name,
  advType: row.adv_type as AdvRecord['advType'],
  advPic: row.adv_pic,
  advUrl: row.adv_url,
  lang: row.lang as AdvRecord['lang'],
});

/** The same with its order, for the console. */
export const toAdminAdvRecord = (row: Selectable<AdvTable>): AdminAdvRecord => ({ ...toAdvRecord(row), sort: row.sort });
