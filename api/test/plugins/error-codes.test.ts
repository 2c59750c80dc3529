import { API_ERROR_CODES } from '@exam/shared-contracts/http';
import { ATTEMPT_DEVICE_MESSAGES } from '@exam/shared-contracts/exams';
import { LIMIT_MESSAGES } from '@exam/shared-contracts/reading';
import { PASSWORD_MESSAGES } from '@exam/shared-contracts/rules/password';
import { AUTH_MESSAGES } from '../../src/modules/accounts/auth-plugin';
import { codeOf } from '../../src/plugins/error-codes';
import { REPLACE_MESSAGES } from '../../src/modules/accounts/device-replacement';
import { PAYMENT_MESSAGES } from '../../src/modules/purchases/payments';
import { RENDER_MESSAGES } from '../../src/platform/render/render-messages';
import { ATTEMPT_MESSAGES } from '../../src/modules/exams';

/** The fixed texts of a message table (its functions carry their code where they are thrown). */
const texts = (table: Record<string, unknown>) =>
  Object.values(table).filter((v): v is string => typeof v === 'string');

describe('the stable codes of the shared refusal texts', () => {
  // Admin-only refusals stay without a code (the dashboard is English); every other shared text has one.
  const studentFacing = [
    ...texts(AUTH_MESSAGES).filter((text) => text !== AUTH_MESSAGES.adminOnly),
    ...texts(LIMIT_MESSAGES),
    ...texts(ATTEMPT_DEVICE_MESSAGES),
    ...texts(ATTEMPT_MESSAGES),
    ...texts(PASSWORD_MESSAGES),
    ...texts(REPLACE_MESSAGES).filter((text) => text !== REPLACE_MESSAGES.sent),
    ...texts(PAYMENT_MESSAGES).filter((text) => text !== PAYMENT_MESSAGES.utrApproved),
    ...texts(RENDER_MESSAGES),
  ];

  it('give every student-facing text a known code, distinct texts distinct codes', () => {
    const coded = studentFacing.map((text) => [text, codeOf(text)?.code]);
    expect(coded.filter(([, code]) => code === undefined)).toEqual([]);
    for (const [, code] of coded) expect(API_ERROR_CODES).toContain(code);
    const byCode = new Map<unknown, Set<unknown>>();
    for (const [text, code] of coded) byCode.set(code, (byCode.get(code) ?? new Set()).add(text));
    expect([...byCode].filter(([, set]) => set.size > 1)).toEqual([]);
  });

  it('prefer the code a refusal was thrown with', () => {
    expect(codeOf(PAYMENT_MESSAGES.utrUsed)).toEqual({ code: 'utr_used' });
    expect(codeOf('Wait 3 s', { code: 'pages_too_fast', params: { seconds: 3 } })).toEqual({
      code: 'pages_too_fast',
      params: { seconds: 3 },
    });
    expect(codeOf('Only pending payments can be approved')).toBeUndefined();
  });
});
