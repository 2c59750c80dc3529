import styled from 'styled-components';
import type { SeriesTest } from '@exam/shared-contracts/catalogue';
import { useDataLang } from '@exam/web-platform/i18n';
import { usePaymentT, type PaymentMessageId } from '../i18n';
import { Box } from './panel';

const Sections = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    text-align: left;
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 700;
  }
  /* The questions column: a number, and its heading one word (never broken inside, as "प्र श्न" was). */
  th:nth-child(2),
  td:nth-child(2) {
    white-space: nowrap;
    overflow-wrap: normal;
  }
`;

const TYPE_NAMES: Record<SeriesTest['sections'][number]['types'][number], PaymentMessageId> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numerical: 'Numerical',
};

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `−${Math.abs(n)}`);

/**
 * A test series' published tests on its page: each test's name, questions, minutes and languages, and per
 * section its questions and marks by question type ("Single correct: +4, −1"). Never a question.
 */
export function SeriesTests({ tests }: { tests: SeriesTest[] }) {
  const t = usePaymentT();
  // The admin's names (tests, sections) are English data on a Hindi page.
  const dataLang = useDataLang();
  return (
    <>
      {tests.map((test) => (
        <Box key={test.id} aria-labelledby={`test-${test.id}`}>
          <h2 id={`test-${test.id}`} lang={dataLang}>
            {test.title}
          </h2>
          <p>
            {t('{questions} questions · {minutes} min · {marks} marks', {
              questions: test.questionCount,
              minutes: Math.round(test.durationSeconds / 60),
              marks: test.maxScore,
            })}
          </p>
          <Sections aria-label={t('Sections and marking')}>
            <thead>
              <tr>
                <th scope="col">{t('Section')}</th>
                <th scope="col">{t('Questions')}</th>
                <th scope="col">{t('Marks (right, wrong)')}</th>
              </tr>
            </thead>
            <tbody>
              {test.sections.map((section) => (
                <tr key={section.name} data-testid="series-section">
                  <th scope="row" lang={dataLang}>
                    {section.name}
                  </th>
                  <td>{section.questionCount}</td>
                  <td>
                    {section.types
                      .map((type) => {
                        const marks = section.marking[type];
                        return `${t(TYPE_NAMES[type])}: ${signed(marks.correct)}, ${signed(marks.wrong)}`;
                      })
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Sections>
        </Box>
      ))}
    </>
  );
}
