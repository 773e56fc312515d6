import { languageOrDefault, maskPhone, type UserInfo } from '@chef/shared';
import type { UserRow } from './user.repository.js';

/** The account as its owner sees it (login answers, the profile): the mobile number masked. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: String(user.id),
    loginNo: user.mobile ?? user.email ?? '',
    nickname: user.nickname,
    avatar: user.avatar,
    gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
    birthday: user.birthday,
    mobile: user.mobile ? maskPhone(user.mobile) : null,
    email: user.email,
    language: languageOrDefault(user.language),
    unitType: user.unit_type,
  };
}
