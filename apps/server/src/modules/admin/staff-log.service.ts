import type { PageResult, StaffAction } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toStaffAction } from './staff-log.presenter.js';
import { staffActionPage } from './staff-log.repository.js';

/** The console's audit log (every console write, recorded by recordStaffAction in the write's transaction). */
export function createStaffLogService(deps: { db: Db }) {
  return {
    async page(input: PageRequest & { action: string; staffId?: string | undefined }): Promise<PageResult<StaffAction>> {
      // An id no row can have names no staff member: an empty page, not every row.
      const staffId = input.staffId === undefined ? null : (rowId(input.staffId) ?? -1);
      return presentPage(await staffActionPage(deps.db, { action: input.action, staffId }, input), (rows) => rows.map(toStaffAction));
    },
  };
}

export type StaffLogService = ReturnType<typeof createStaffLogService>;
