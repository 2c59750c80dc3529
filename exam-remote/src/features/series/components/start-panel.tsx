import { useState } from 'react';
import styled from 'styled-components';
import type { TestLanguage } from '@exam/shared-contracts/exams';
import { useLang } from '@exam/web-platform/i18n';
import { Part, Muted } from '../../../components/ui';
import { formatClock } from '../../../lib/format';
import { LANGUAGE_NAMES } from '../../../lib/languages';
import { RichText } from '@exam/shared-ui/rich-text';
import { useTestsT } from '../i18n';
import { Button } from '@exam/shared-ui/button';

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 10px 0;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${(p) => p.theme.colors.primaryFill};
  }
`;

const Languages = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 10px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-right: 18px;
    min-height: 36px;
  }
`;

/**
 * The bottom of the instructions page: the paper's language (English, and हिंदी when the test has it; the
 * exam screen can still switch per question), full screen (recommended, asked for when the test starts),
 * and "I have read and understood the instructions", which enables Start, or Resume with the time left of
 * the open attempt (`resumeLeftMs`, by this device's clock). Until the student picks a paper language it is
 * the site's language when the test has it (a student reading the site in हिंदी gets the Hindi paper),
 * else the test's first.
 */
export function StartPanel({
  languages,
  resumeLeftMs,
  busy,
  onStart,
}: {
  languages: TestLanguage[];
  resumeLeftMs: number | null;
  busy: boolean;
  onStart: (lang: TestLanguage, fullscreen: boolean) => void;
}) {
  const t = useTestsT();
  const siteLang = useLang();
  const [agreed, setAgreed] = useState(false);
  const [picked, setPicked] = useState<TestLanguage | null>(null);
  const lang = picked ?? (languages.includes(siteLang) ? siteLang : (languages[0] ?? 'en'));
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [fullscreen, setFullscreen] = useState(canFullscreen);
  const resuming = resumeLeftMs !== null;
  return (
    <Part aria-labelledby="start-title">
      <h2 id="start-title">{resuming ? t('Resume your test') : t('Start the test')}</h2>
      {resuming ? (
        <Muted>
          <RichText
            text={t('Your attempt is open: <0>{time}</0> left. The clock kept running while you were away.', {
              time: formatClock(resumeLeftMs),
            })}
            parts={[(text) => <strong>{text}</strong>]}
          />
        </Muted>
      ) : languages.length > 1 ? (
        <Languages>
          <legend>{t('Paper language')}</legend>
          {languages.map((l) => (
            <label key={l}>
              <input
                type="radio"
                name="paper-language"
                value={l}
                checked={lang === l}
                onChange={() => setPicked(l)}
              />
              <span lang={l}>{LANGUAGE_NAMES[l]}</span>
            </label>
          ))}
        </Languages>
      ) : (
        <Muted>
          {t('Paper language: {language}', {
            // In a sentence, the language's name in the page's language ("अंग्रेज़ी"), not in its own.
            language: t((languages[0] ?? 'en') === 'hi' ? 'Hindi' : 'English'),
          })}
        </Muted>
      )}
      {canFullscreen && (
        <Check>
          <input type="checkbox" checked={fullscreen} onChange={(e) => setFullscreen(e.target.checked)} />
          <span>{t('Take the test in full screen (recommended)')}</span>
        </Check>
      )}
      <Check>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t('I have read and understood the instructions')}</span>
      </Check>
      <Button
        $variant="primary"
        $size="touch"
        type="button"
        disabled={!agreed || busy}
        onClick={() => onStart(lang, fullscreen)}
      >
        {busy ? t('Starting...') : resuming ? t('Resume') : t('Start')}
      </Button>
    </Part>
  );
}
