import type { Generated } from 'kysely';

/**
 * The Kysely view of the database. Portable column types, the same on SQLite and PostgreSQL:
 * ids are integers, times are ISO-8601 UTC strings (sortable as text), flags are 0/1 integers.
 */
export interface Database {
  users: UserTable;
  user_tokens: TokenTable & { user_id: number };
  verification_codes: VerificationCodeTable;
  outbox: OutboxTable;
  staff: StaffTable;
  staff_tokens: TokenTable & { staff_id: number };
  adv: AdvTable;
}

export interface UserTable {
  id: Generated<number>;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  nickname: string;
  avatar: string | null;
  gender: string | null;
  birthday: string | null;
  language: string;
  unit_type: string;
  created_at: string;
  updated_at: string;
}

interface TokenTable {
  id: Generated<number>;
  /** sha256 of the bearer token: a leaked table gives no usable token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  account: string;
  scene: string;
  code_hash: string;
  attempts: Generated<number>;
  ip: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  role: string;
  created_at: string;
}

export interface AdvTable {
  id: Generated<number>;
  adv_name: string;
  adv_type: string;
  adv_pic: string | null;
  adv_url: string | null;
  lang: string;
  sort: Generated<number>;
  created_at: string;
}
