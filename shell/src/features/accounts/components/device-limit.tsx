import { useState, type FormEvent } from 'react';
import { errorMessage, notify } from '@exam/web-platform/client';
import { formatIndiaDateTime } from '@exam/shared-contracts/rules';
import type { AuthResponse, DeviceLimitResponse } from '@exam/shared-contracts/accounts';
import { useShellT } from '../../../lib/i18n';
import { useConfirmReplaceMutation, useReplaceDeviceMutation } from '../api/auth-api';
import { deviceLabel } from '../lib/device-limit';
import { Field, Form, Input, PrimaryButton } from './auth-layout';
import { useIntlLocale } from '@exam/web-platform/i18n';
import { Button } from '@exam/shared-ui/button';

/**
 * A sign-in refused by the device limit (docs/domains/reading.md "Per-user budgets"): the devices the account
 * is signed in on, one to choose, then a 6-digit code e-mailed to the account that lets this browser take its
 * place (the chosen device is signed out). At most one replacement in 30 days: after one, the date of the
 * next is shown instead. `onSignedIn` gets the new session.
 */
export function DeviceLimit({
  limit,
  onSignedIn,
  onCancel,
}: {
  limit: DeviceLimitResponse;
  onSignedIn: (session: AuthResponse) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState(limit.devices[0]?.id ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [replace, { isLoading: sending }] = useReplaceDeviceMutation();
  const [confirm, { isLoading: confirming }] = useConfirmReplaceMutation();
  const t = useShellT();
  const locale = useIntlLocale();

  async function ask(event: FormEvent) {
    event.preventDefault();
    try {
      setSent((await replace({ replaceToken: limit.replaceToken, deviceId: chosen }).unwrap()).message);
    } catch (error) {
      notify.error(errorMessage(error, t('The code could not be sent')));
    }
  }

  async function finish(event: FormEvent) {
    event.preventDefault();
    try {
      onSignedIn(await confirm({ replaceToken: limit.replaceToken, code: code.trim() }).unwrap());
    } catch (error) {
      notify.error(errorMessage(error, t('This code did not work')));
    }
  }

  return (
    <section aria-labelledby="device-limit-title" data-testid="device-limit">
      <h1 id="device-limit-title">{t('Too many devices')}</h1>
      <p role="alert">{limit.error}</p>
      {limit.nextReplacementAt ? (
        <p>
          {t(
            'A device was replaced recently. The next replacement is possible from {date}; until then, sign in on one of the devices below or contact support.',
            { date: formatIndiaDateTime(limit.nextReplacementAt, { locale }) },
          )}
        </p>
      ) : !sent ? (
        <Form onSubmit={ask}>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>{t('Replace which device?')}</legend>
            {limit.devices.map((d) => (
              <label key={d.id} style={{ display: 'block', margin: '8px 0' }}>
                <input
                  type="radio"
                  name="device"
                  value={d.id}
                  checked={chosen === d.id}
                  onChange={() => setChosen(d.id)}
                />{' '}
                {t('{device}, last used {date}', {
                  device: deviceLabel(d, t),
                  date: formatIndiaDateTime(d.lastSeenAt, { locale }),
                })}
              </label>
            ))}
          </fieldset>
          <PrimaryButton pending={sending} disabled={!chosen}>
            {t(sending ? 'Sending...' : 'E-mail me a code')}
          </PrimaryButton>
        </Form>
      ) : (
        <Form onSubmit={finish}>
          <p role="status">{sent}</p>
          <Field>
            <label htmlFor="device-code">{t('Code')}</label>
            <Input
              id="device-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
            />
          </Field>
          <PrimaryButton pending={confirming} disabled={code.trim().length !== 6}>
            {t(confirming ? 'Checking...' : 'Replace and sign in')}
          </PrimaryButton>
        </Form>
      )}
      <Button $variant="secondary" $size="form" type="button" onClick={onCancel} style={{ marginTop: 12 }}>
        {t('Back to sign in')}
      </Button>
    </section>
  );
}
