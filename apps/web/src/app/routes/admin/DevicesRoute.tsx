import { staffApi } from '../../../features/console/api/staff-client';
import { DevicesAdminPage } from '../../../features/device/admin/DevicesAdminPage';

/** The device page of the console, calling the API with the console's staff session (never a user token). */
export default function DevicesRoute() {
  return <DevicesAdminPage api={staffApi} />;
}
