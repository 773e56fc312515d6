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
export const CODE_DAILY_MAX = 10;

/** Sessions: a token lives this long unless revoked by logout or a password change. */
export const TOKEN_TTL_DAYS = 30;

/** Text fields that the spec does not bound; bounded here so no field is unbounded. */
export const NICKNAME_MAX = 20;
export const EMAIL_MAX = 254;
export const SEARCH_KEYWORD_MAX = 50;
