/** LIKE patterns with the wildcards of the value taken literally: use with ESCAPE '\'. */
const literally = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `value%`: starts with value. */
export const likePrefix = (value: string) => `${literally(value)}%`;

/** `%value%`: contains value. */
export const likeContains = (value: string) => `%${literally(value)}%`;
