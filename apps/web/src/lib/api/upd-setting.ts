import type { UpdSettingBody, UserInfo } from '@chef/shared';
import { apiPost } from '../api-client';

/** POST /api/user/updSetting: the user's language and units, so every device of theirs agrees. */
export function updSetting(body: UpdSettingBody): Promise<UserInfo> {
  return apiPost<UserInfo>('/api/user/updSetting', body);
}
