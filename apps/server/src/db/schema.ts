import type { Generated, GeneratedAlways } from 'kysely';

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
  staff_tokens: TokenTable & {
    staff_id: number;
    /** 'session', or 'code': the password was right and the second factor is awaited (migration 0190). */
    stage: Generated<string>;
    /** The session's last call; idle for STAFF_IDLE_MINUTES, it ends (null: its created_at). */
    last_seen_at: string | null;
  };
  staff_recovery_codes: StaffRecoveryCodeTable;
  adv: AdvTable;
  categories: CategoryTable;
  countries: CountryTable;
  recipes: RecipeTable;
  articles: ArticleTable;
  ratings: RatingTable;
  comments: CommentTable;
  comment_reports: CommentReportTable;
  recipe_views: RecipeViewTable;
  recently_viewed: RecentlyViewedTable;
  week_selection: WeekSelectionTable;
  messages: MessageTable;
  anthologies: AnthologyTable;
  anthology_recipes: AnthologyRecipeTable;
  week_plans: WeekPlanTable;
  pantry_items: PantryItemTable;
  cook_records: CookRecordTable;
  pages: PageTable;
  baskets: BasketTable;
  basket_recipes: BasketRecipeTable;
  basket_items: BasketItemTable;
  basket_members: BasketMemberTable;
  basket_invites: BasketInviteTable;
  applied_changes: AppliedChangeTable;
  devices: DeviceTable;
  recipe_shares: RecipeShareTable;
  login_failures: LoginFailureTable;
  uploads: UploadTable;
  feedback: FeedbackTable;
  staff_actions: StaffActionTable;
  user_activity: UserActivityTable;
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
  /** Set by staff: the account's sessions are ended and it cannot sign in (migration 0040). */
  disabled_at: Generated<string | null>;
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
  /** Comma-separated StaffRole values (migration 0110). */
  roles: string;
  /** Set by an admin: the account's sessions are ended and it cannot sign in (migration 0110). */
  disabled_at: string | null;
  created_at: string;
  /** Two-factor sign-in (migration 0190): the TOTP secret in use, never answered after enrolment. */
  totp_secret: Generated<string | null>;
  /** The secret being enrolled, until a first code confirms it. */
  totp_pending: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The last RFC 6238 time-step a code was accepted for: a code is never accepted twice. */
  totp_step: Generated<number | null>;
}

/** Single-use recovery codes of a staff account, hashed (migration 0190). */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
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

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_zh: string;
  sort: Generated<number>;
}

export interface CountryTable {
  code: string;
  name_en: string;
  name_zh: string;
}

/** Aggregates a list page shows without joins; kept in step by the repositories. */
interface Aggregates {
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  rating_avg: Generated<number>;
  /** "Top rated" order: a Bayesian average (modules/rating/rating.rank.ts). */
  rating_rank: Generated<number>;
  view_count: Generated<number>;
  comment_count: Generated<number>;
}

export interface RecipeTable extends Aggregates {
  id: Generated<number>;
  lang: string;
  name: string;
  description: string;
  cover: string | null;
  category_id: number;
  country_code: string | null;
  cooking_time: number;
  difficulty: number;
  flavor: string | null;
  portions: number;
  /** JSON text columns: always read and written whole with the recipe. */
  tags: string;
  tips: string;
  accessories: string;
  preparations: string;
  ingredients: string;
  nutrition: string;
  steps: string;
  /** Name, ingredient names, description and tags: what search matches. */
  search_text: string;
  author_id: number | null;
  author_name: string;
  /** AUDIT_STATUS: 3 is published; PRIVATE_RECIPE (0) is in its owner's private box (migration 0090). */
  audit_status: Generated<number>;
  audit_reason: string | null;
  /** A change to a published recipe waiting for audit: JSON of the changed columns (migration 0010). */
  pending: Generated<string | null>;
  pending_status: Generated<number | null>;
  pending_reason: Generated<string | null>;
  /** When the version waiting for audit was sent (null when none waits). */
  submitted_at: Generated<string | null>;
  /** The page an imported recipe came from (migration 0090). */
  source_url: Generated<string | null>;
  /** Staff took the published recipe down (issue 29, migration 0210); cleared when republished. */
  unpublished_at: Generated<string | null>;
  collect_count: Generated<number>;
  /** 1 when a step is a machine step (types 2-5): the list's "for the robot" filter; computed by the database (migration 0220). */
  for_robot: GeneratedAlways<number>;
  created_at: string;
  updated_at: string;
}

export interface ArticleTable extends Aggregates {
  id: Generated<number>;
  lang: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  author: string;
  tags: string;
  featured: Generated<number>;
  search_text: string;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface RatingTable {
  id: Generated<number>;
  user_id: number;
  target_type: number;
  target_id: number;
  score: number;
  created_at: string;
  updated_at: string;
}

export interface CommentTable {
  id: Generated<number>;
  user_id: number;
  target_type: number;
  target_id: number;
  content: string;
  created_at: string;
  /** Hidden by staff (migration 0191): out of the public lists and the target's comment_count. */
  hidden_at: Generated<string | null>;
  hidden_reason: Generated<string | null>;
  /** Reports not yet reviewed by staff: the console's queue. */
  reports: Generated<number>;
}

/** One user's report of a comment, at most one each (migration 0191). */
export interface CommentReportTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  created_at: string;
}

export interface RecipeViewTable {
  recipe_id: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
  /** How many of `count` are already added to recipes.view_count (migration 0005; see recipe/views.ts). */
  folded: Generated<number>;
}

export interface RecentlyViewedTable {
  user_id: number;
  recipe_id: number;
  viewed_at: string;
}

export interface WeekSelectionTable {
  id: Generated<number>;
  /** Monday of the week, YYYY-MM-DD. */
  week_start: string;
  recipe_id: number;
  sort: Generated<number>;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  /** '' for a plain system message. */
  title: string;
  content: string;
  is_read: Generated<number>;
  created_at: string;
}

export interface AnthologyTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The cover the user chose; lists fall back to a recipe's cover. */
  cover: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnthologyRecipeTable {
  id: Generated<number>;
  anthology_id: number;
  recipe_id: number;
  created_at: string;
}

export interface WeekPlanTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  /** UTC calendar day, YYYY-MM-DD. */
  date: string;
  /** One of MEALS (issue 26). */
  meal: Generated<string>;
  /** Portions to cook and shop for (issue 26). */
  servings: Generated<number>;
  created_at: string;
}

export interface PantryItemTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** ingredientKey(name): what a list line is matched by; unique per user. */
  name_key: string;
  created_at: string;
}

export interface CookRecordTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  /** 'web' ("I cooked this"), 'device' (the appliance) or 'cookMode' (the browser's cook mode). */
  source: Generated<string>;
  cooked_at: string;
}

/** Content pages (privacy, agreement, about) per language; plain text that staff edit. */
export interface PageTable {
  id: Generated<number>;
  code: string;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface BasketTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

export interface BasketRecipeTable {
  id: Generated<number>;
  basket_id: number;
  recipe_id: number;
  portions: number;
  created_at: string;
}

export interface BasketItemTable {
  id: Generated<number>;
  basket_id: number;
  name: string;
  value: number | null;
  unit: string | null;
  /** 0/1 */
  checked: Generated<number>;
  /** JSON array of recipe id strings. */
  recipe_ids: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Who ticked it (issue 26, migration 0150). */
  checked_by: Generated<number | null>;
}

/** Someone a list is shared with to edit it (issue 26); the owner is baskets.user_id. */
export interface BasketMemberTable {
  id: Generated<number>;
  basket_id: number;
  user_id: number;
  created_at: string;
}

/** An invitation to a list: a link (token) or an account (invitee_id). */
export interface BasketInviteTable {
  id: Generated<number>;
  basket_id: number;
  token: string | null;
  invitee_id: number | null;
  created_at: string;
  expires_at: string;
}

/** An appliance (device-protocol.md): provisioned by staff, bound to at most one user. */
export interface DeviceTable {
  id: Generated<number>;
  sn: string;
  model: string;
  /** sha256 of the secret (128 random bits: a slow hash would add nothing but CONNECT time). */
  secret_hash: string;
  user_id: number | null;
  name: string | null;
  bound_at: string | null;
  firmware: Generated<string>;
  /** 0/1 */
  online: Generated<number>;
  /** idle | cooking | paused | error, as the device last reported. */
  status: Generated<string>;
  last_seen: string | null;
  /** sha256 of the latest pairing code the appliance showed; cleared when used. */
  pair_code_hash: string | null;
  pair_expires_at: string | null;
  pair_tries: Generated<number>;
  /** The program sent last and not ended yet, with its recipe and the user who sent it. */
  program_id: string | null;
  program_recipe_id: number | null;
  program_user_id: number | null;
  program_sent_at: string | null;
  created_at: string;
  /** Staff revoked the device (migration 0210): its secret opens nothing until a new one is issued. */
  revoked_at: Generated<string | null>;
}

export interface RecipeShareTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  shared_at: string;
}

/** One wrong password (modules/user/lockout.ts); rows older than a day are swept. */
export interface LoginFailureTable {
  id: Generated<number>;
  realm: 'user' | 'staff';
  account: string;
  ip: string;
  created_at: string;
}

/** An uploaded picture and who uploaded it (modules/upload). */
export interface UploadTable {
  id: Generated<number>;
  key: string;
  owner_kind: 'user' | 'staff';
  owner_id: number;
  created_at: string;
  used_at: string | null;
}

/** A user's feedback and the platform's reply (modules/feedback; migration 0040). */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  description: string;
  /** JSON array of screenshot URLs. */
  screenshots: Generated<string>;
  contact: string | null;
  app_version: string | null;
  browser: string | null;
  page: string | null;
  created_at: string;
  reply: string | null;
  reply_time: string | null;
  replied_by: number | null;
}

/** One write of the staff console: who, what, when, the row before and after (JSON). */
export interface StaffActionTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** A user was active (made a signed-in call) on this UTC day (yyyy-mm-dd). */
export interface UserActivityTable {
  user_id: number;
  day: string;
}

/** An offline change the server applied (migration 0200): a repeat of its id is answered, not applied. */
export interface AppliedChangeTable {
  user_id: number;
  change_id: string;
  applied_at: string;
}
