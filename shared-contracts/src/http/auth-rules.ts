/**
 * Password length bounds, kept free of TypeBox so the browser apps can import them from the client part
 * without bundling the schema library. Passwords: at least 8 characters (our rule; SPEC 5 leaves it open), at
 * most 200 (argon2 input bound).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
