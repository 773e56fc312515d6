import { staffGet, staffPost } from '../../../features/console/api/staff-client';
import { DevicesAdminPage } from '../../../features/device/admin/DevicesAdminPage';

/** The device page of the console, calling the API with the console's staff session (never a user token). */
const staffApi = { get: staffGet, post: staffPost };

export default function DevicesRoute() {
  return <DevicesAdminPage api={staffApi} />;
}
