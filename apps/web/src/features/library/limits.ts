/** LIBRARY_LIMITS.commentMax of packages/shared (library.ts), without importing zod into phone pages. */
export const COMMENT_MAX_LENGTH = 500;
