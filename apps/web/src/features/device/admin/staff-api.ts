/** The console's staff client (lib/staff-api.ts), as the device page takes it. */
export type { StaffApi } from '../../../lib/staff-api';
