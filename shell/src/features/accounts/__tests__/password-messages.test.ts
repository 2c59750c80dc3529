import { PASSWORD_RULE_TEXT, PASSWORD_STRENGTH_LABELS } from '@exam/shared-contracts/constants';
import { t } from '@exam/web-platform/i18n';
import { checkPassword, PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import '../../../lib/i18n';
import {
  PASSWORD_ERROR_MESSAGES,
  PASSWORD_MESSAGE_VALUES,
  PASSWORD_RULE_MESSAGE,
  STRENGTH_MESSAGES,
} from '../lib/password-messages';

/** The forms show the shell's messages for the shared rule's texts; in English they are those texts. */
describe('the password rule’s texts as the shell’s messages, in English', () => {
  it('words the rule as PASSWORD_RULE_TEXT', () => {
    expect(t(PASSWORD_RULE_MESSAGE, PASSWORD_MESSAGE_VALUES)).toBe(PASSWORD_RULE_TEXT);
  });

  it('names every strength as PASSWORD_STRENGTH_LABELS', () => {
    expect(PASSWORD_STRENGTH_LABELS.map((label) => t(STRENGTH_MESSAGES[label]))).toEqual([
      ...PASSWORD_STRENGTH_LABELS,
    ]);
  });

  it('words every refusal as PASSWORD_MESSAGES, the API’s', () => {
    for (const [key, text] of Object.entries(PASSWORD_MESSAGES))
      expect(t(PASSWORD_ERROR_MESSAGES[key as keyof typeof PASSWORD_MESSAGES], PASSWORD_MESSAGE_VALUES)).toBe(
        text,
      );
    expect(checkPassword('short').error).toBe(PASSWORD_MESSAGES.tooShort);
  });
});
