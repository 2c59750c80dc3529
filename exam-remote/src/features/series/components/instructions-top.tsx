import type { ReactNode } from 'react';
import type { TestTopView } from '@exam/web-platform/prerender/file';
import { useDataLang } from '@exam/web-platform/i18n';
import { Part, Muted } from '../../../components/ui';
import { minutesText } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useTestsT } from '../i18n';
import { GeneralInstructions } from './general-instructions';

/**
 * The top of a test's instructions page: its title and series, the facts (duration, questions, total
 * marks), and NTA's general instructions, with `children` (the test's own instructions) at the end of
 * their card. The exam remote's build draws it with slot tokens (`testTemplateView`) as the page's
 * prerendered template, which the server fills per test (`fillTestTemplate`): what the page shows
 * first, before any script, is exactly what it then draws itself.
 */
export function InstructionsTop({ view, children }: { view: TestTopView; children?: ReactNode }) {
  const t = useTestsT();
  const tApp = useAppT();
  const dataLang = useDataLang();
  return (
    <>
      <h1 lang={dataLang}>{view.title}</h1>
      <Muted lang={dataLang}>{view.bookTitle}</Muted>
      <Part aria-labelledby="facts">
        <h2 id="facts">{t('About this test')}</h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
          <dt>{t('Duration')}</dt>
          <dd style={{ margin: 0 }}>{minutesText(view.minutes, tApp)}</dd>
          <dt>{t('Questions')}</dt>
          <dd style={{ margin: 0 }}>{view.questions}</dd>
          <dt>{t('Total marks')}</dt>
          <dd style={{ margin: 0 }}>{view.maxScore}</dd>
        </dl>
      </Part>
      <Part aria-labelledby="instructions">
        <h2 id="instructions">{t('General instructions')}</h2>
        <GeneralInstructions />
        {children}
      </Part>
    </>
  );
}
