import type { Comparison, Figures, FiguresBeside } from '@exam/shared-contracts/exams';
import styled from 'styled-components';
import { tableBox, VisuallyHidden } from '../../../components/ui';
import { formatAccuracy, formatScore, formatSpent } from '../../../lib/format';
import { useAppT } from '../../../lib/i18n';
import { useResultsT, type ResultsMessageId } from '../i18n';

const Wrap = styled.div.attrs({ tabIndex: 0 })`
  container-type: inline-size;
  ${tableBox}
  th,
  td {
    padding: 6px 8px;
  }
  /* On a phone the headings and the times wrap and the cells tighten: all four columns fit 320 px. */
  @container (max-width: 479px) {
    table {
      font-size: 0.8rem;
    }
    th,
    td {
      padding: 5px 3px;
      white-space: normal;
    }
  }
  thead th {
    position: relative;
  }
  tbody th[scope='rowgroup'] {
    color: ${(p) => p.theme.colors.text};
    padding-top: 14px;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  .you th,
  .you td {
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
  }
`;

const WHO: { key: 'you' | 'topper' | 'average'; label: ResultsMessageId }[] = [
  { key: 'you', label: 'You' },
  { key: 'topper', label: 'Topper' },
  { key: 'average', label: 'Average' },
];

/**
 * The student beside the topper (the test's rank 1) and the average of the ranked attempts: score,
 * accuracy and time on questions, for the whole test, then each section. While no attempt is ranked the
 * topper's and the average's cells say "—".
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const t = useResultsT();
  const tApp = useAppT();
  const cells = (f: Figures | null) =>
    f
      ? [
          `${formatScore(f.score)} / ${formatScore(f.maxScore)}`,
          formatAccuracy(f.accuracy),
          formatSpent(f.timeSpentMs, tApp),
        ]
      : ['—', '—', '—'];
  const group = (scope: FiguresBeside) => (
    <tbody key={scope.name ?? ''}>
      <tr>
        <th scope="rowgroup" colSpan={4}>
          {scope.name ?? t('Whole test')}
        </th>
      </tr>
      {WHO.map(({ key, label }) => (
        <tr key={key} className={key}>
          <th scope="row">{t(label)}</th>
          {cells(scope[key]).map((value, i) => (
            <td key={i}>{value}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
  return (
    <Wrap>
      <table aria-label={t('You, the topper and the average')}>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{t('Who')}</VisuallyHidden>
            </th>
            <th scope="col">{t('Score')}</th>
            <th scope="col">{t('Accuracy')}</th>
            <th scope="col">{t('Time on questions')}</th>
          </tr>
        </thead>
        {group(comparison.overall)}
        {comparison.sections.map(group)}
      </table>
    </Wrap>
  );
}
