import { staffApi } from '../../../features/console/api/staff-client';
import { FeedbackInboxPage } from '../../../features/feedback/admin/FeedbackInboxPage';

/** The feedback inbox of the console, calling the API with the console's staff session (never a user token). */
export default function FeedbackInboxRoute() {
  return <FeedbackInboxPage api={staffApi} />;
}
