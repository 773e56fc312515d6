/** Every business constant of spec sections 5 and 9, used by forms, schemas and tests alike. */

export const REQUEST_TIMEOUT_MS = 20_000;

export const ANTHOLOGY_NAME_MIN = 1;
export const ANTHOLOGY_NAME_MAX = 10;

/** Images: PNG or JPEG, under 2 MB; recipe cover recommended 750*750. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const RECIPE_COVER_SIZE = 750;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** 6-12 characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;

export const FEEDBACK_SCREENSHOTS_MAX = 6;
export const STEP_TIME_MAX_SECONDS = 5940;
export const AUDIT_DAYS_MIN = 1;
export const AUDIT_DAYS_MAX = 3;

export const DEFAULT_UNIT_TYPE = '0-2';

/** Resize of the rem base (one tenth of the screen width) is debounced by this much. */
export const REM_RESIZE_DEBOUNCE_MS = 300;
export const REM_BASE_DIVISOR = 10;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** Verification codes (quality.md). */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;
/** Per account and requesting address (issue 25): a stranger's requests use up their own allowance, not the owner's. */
export const CODE_DAILY_MAX = 10;
/**
 * Per account from all addresses together: how many codes a day one person can be sent at most. Well
 * above CODE_DAILY_MAX, so a stranger needs many addresses (each under the per-address limits of
 * /sendCode) to reach it and lock the owner out.
 */
export const CODE_ACCOUNT_DAILY_CEILING = 50;

/** Sessions: a token lives this long unless revoked by logout or a password change. */
export const TOKEN_TTL_DAYS = 30;

/** Text fields that the spec does not bound; bounded here so no field is unbounded. */
export const NICKNAME_MAX = 20;
export const EMAIL_MAX = 254;
export const SEARCH_KEYWORD_MAX = 50;

/** Content (issue "Recipes and articles"). Bounds the spec leaves open, chosen here and documented in docs/API.md. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MAX = 500;
export const RECIPE_NAME_MAX = 60;
export const RECIPE_DESCRIPTION_MAX = 500;
export const RECIPE_TIPS_MAX = 1000;
export const INGREDIENT_NAME_MAX = 40;
/** Ingredient rows of one recipe. */
export const INGREDIENTS_MAX = 60;
export const STEP_TITLE_MAX = 60;
export const STEP_DESCRIPTION_MAX = 1000;
/**
 * A heated step's range in Celsius: the widest model's (device-protocol.md "Model limits": CR-2 37-160,
 * CR-1 37-120; sendRecipe names a step a CR-1 cannot run). No heating is null ("none"), never 0.
 */
export const TEMPERATURE_MIN_CELSIUS = 37;
export const TEMPERATURE_MAX_CELSIUS = 160;
/** Cooking time in minutes, a day at most. */
export const COOKING_TIME_MAX_MINUTES = 1440;
export const PORTIONS_MAX = 20;
/** Recently viewed recipes kept per user (server) or per browser (visitors). */
export const RECENTLY_VIEWED_MAX = 20;
/** Items per home section. */
export const HOME_SECTION_SIZE = 8;

/**
 * Uploaded pictures (issue "Personal centre"). Every upload is re-encoded to WebP in two sizes: the
 * large one fits in 1080 px (the spec's 750 px cover shown sharp on a 1.5x screen), the small one in
 * 320 px for lists and thumbnails. Decoding stops past 40 megapixels (a 2 MB PNG can declare far more).
 */
export const IMAGE_LARGE_MAX_SIDE = 1080;
export const IMAGE_SMALL_MAX_SIDE = 320;
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Messages (issue "Personal centre"): bounds the spec leaves open. */
export const MESSAGE_TITLE_MAX = 50;
export const MESSAGE_CONTENT_MAX = 500;
/** Birthdays: no earlier than this; no later than today. */
export const BIRTHDAY_MIN = '1900-01-01';

/** Collections, weekly plan, cooking history (issue "Personal centre"): bounds the spec leaves open. */
export const ANTHOLOGIES_PER_USER_MAX = 100;
export const ANTHOLOGY_RECIPES_MAX = 500;
/** Recipes planned on one day. */
export const MY_WEEK_DAY_MAX = 20;
/** How far ahead a recipe can be planned. */
export const MY_WEEK_DAYS_AHEAD_MAX = 366;
/** "Shop this week" (issue 26): the longest range of days one list is made from (two weeks). */
export const MY_WEEK_SHOP_DAYS_MAX = 14;
/** Pantry items ("always have") one user keeps (issue 26). */
export const PANTRY_ITEMS_MAX = 100;

/**
 * Shopping lists (issue 9): bounds the spec leaves open. Past a count the call answers 409 with a
 * message; past a length 400 naming the field.
 */
export const BASKETS_PER_USER_MAX = 50;
export const BASKET_ITEMS_MAX = 500;
/**
 * Offline changes (issue 31): how long the server remembers a change's id, so a device replaying its
 * queue within this time never applies a change twice (docs/API.md "Offline and installable").
 */
export const APPLIED_CHANGE_DAYS = 30;
export const BASKET_NAME_MAX = 30;
/** Recipes one generation may take (a week of three meals a day fits). */
export const BASKET_RECIPES_MAX = 50;
/** The largest amount an item may hold, in its unit. */
export const BASKET_VALUE_MAX = 100_000;
/**
 * Household lists (issue 26): people the owner shares a list with to edit it, besides the owner;
 * invitations to an account waiting for an answer, and invitation links alive at once, per list;
 * how long an invitation (link or account) stays valid.
 */
export const BASKET_MEMBERS_MAX = 10;
export const BASKET_PENDING_INVITES_MAX = 10;
export const BASKET_INVITE_LINKS_MAX = 3;
export const BASKET_INVITE_DAYS = 7;
/** The smallest amount a list shows and keeps (two decimals, roundAmount): below it is refused, not stored as 0 (issue 25). */
export const BASKET_VALUE_MIN = 0.01;
