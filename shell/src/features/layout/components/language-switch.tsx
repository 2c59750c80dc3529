import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { ButtonBase } from '@exam/shared-ui/button-base';
import { notify, selectSessionStatus } from '@exam/web-platform/client';
import { LANG_NAMES, LANGS, setLang, useLang, type Lang } from '@exam/web-platform/i18n';
import { saveAccountLang } from '../../../lib/account-lang';
import { useShellT } from '../../../lib/i18n';
import { ONE_LANGUAGE } from './header-styles';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
  font-size: 0.9rem;
  span[aria-hidden] {
    color: ${(p) => p.theme.colors.textMuted};
  }
  /* A desktop bar under 1440 px has room for one name: the language to switch to. */
  @media ${ONE_LANGUAGE} {
    span[aria-hidden] {
      display: none;
    }
  }
`;

/**
 * One language of the switch: a part of the switch, not an action of its own, so the kit's bare
 * `ButtonBase` (docs/screens.md "Buttons"), muted until pressed.
 */
const Choice = styled(ButtonBase)`
  min-height: 2.5rem;
  padding: 0 0.4rem;
  border-radius: 8px;
  color: ${(p) => p.theme.colors.textMuted};
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  @media ${ONE_LANGUAGE} {
    &[aria-pressed='true'] {
      display: none;
    }
  }
`;

/**
 * "English | हिंदी" in the header and the phone menu: each name in its own language (and `lang`), the shown
 * one pressed; a desktop bar under 1440 px shows only the other one. A signed-in student's choice is kept
 * on their account too (their e-mails follow it). A switch fetches the new language's messages first; if they cannot be fetched the page stays
 * as it was and says so.
 */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useShellT();
  const [busy, setBusy] = useState(false);
  const signedIn = useSelector(selectSessionStatus) === 'authenticated';

  const choose = (next: Lang) => {
    if (next === lang || busy) return;
    setBusy(true);
    setLang(next)
      .then(() => {
        if (signedIn) saveAccountLang(next);
      })
      .catch(() => notify.error('Could not load हिंदी. Check your connection and try again.'))
      .finally(() => setBusy(false));
  };

  return (
    <Group role="group" aria-label={t('Language')} aria-busy={busy || undefined}>
      {LANGS.map((code, index) => (
        <span key={code}>
          {index > 0 && <span aria-hidden="true">|</span>}
          <Choice type="button" lang={code} aria-pressed={code === lang} onClick={() => choose(code)}>
            {LANG_NAMES[code]}
          </Choice>
        </span>
      ))}
    </Group>
  );
}
