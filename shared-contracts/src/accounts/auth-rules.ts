/**
 * Password length bounds, kept free of TypeBox so the browser apps can import them from the client part
 * without bundling the schema library. Passwords: at least 8 characters (our rule,
 * docs/domains/accounts.md "Rules and limits"), at most 200 (argon2 input bound).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The password rule as the register form shows it (the rule itself: `rules/password.ts`, loaded lazily). */
export const PASSWORD_RULE_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your own name or e-mail; a few unrelated words make a strong one.`;

/** Labels of the register form's strength meter, by zxcvbn score 0 to 4. */
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
