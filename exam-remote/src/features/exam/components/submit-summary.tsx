import styled from 'styled-components';
import { PaletteLegend } from '../../../components/palette-legend';
import { PaletteShape } from '../../../components/palette-shape';
import { screenReaderOnly } from '../../../components/ui';
import { useAppT } from '../../../lib/i18n';
import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from '../../../lib/palette-status';
import { useExamT } from '../i18n';

/** One row of the summary: a section (or the total, named in the page's language) and its counts per state. */
export interface SummaryRow {
  name: string;
  total: number;
  counts: Record<PaletteStatus, number>;
}

/** Under this width (CSS px) of the dialog's content the table is compact: shapes for headings, a legend. */
const COMPACT_BELOW = 560;

const Wrap = styled.div`
  container-type: inline-size;
  .legend {
    display: none;
    margin-bottom: 10px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    padding: 6px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: center;
    vertical-align: middle;
  }
  thead th {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
    font-size: 0.82rem;
    line-height: 1.25;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  .head {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
  }
  .short {
    display: none;
  }
  @container (max-width: ${COMPACT_BELOW - 1}px) {
    .legend {
      display: block;
    }
    table {
      font-size: 0.8rem;
    }
    th,
    td {
      padding: 4px 1px;
    }
    th[scope='row'] {
      padding-right: 4px;
    }
    /* Headings become the shapes the legend names (their words stay for screen readers). */
    .label {
      ${screenReaderOnly}
    }
    thead th {
      position: relative;
    }
    .short {
      display: inline;
    }
  }
`;

/**
 * The submit dialog's counts (NTA's exam summary): per section and in total, the questions and how many
 * are in each palette state, each count in its state's shape. Every count stays on screen at any width
 * from 320 px, with no sideways scrolling: in a dialog under 560 px the headings are the shapes alone ("#"
 * for the questions), named by a compact legend above; wider, the headings name them and wrap.
 */
export function SubmitSummary({ rows }: { rows: SummaryRow[] }) {
  const t = useExamT();
  const tApp = useAppT();
  return (
    <Wrap>
      <div className="legend">
        <PaletteLegend compact />
      </div>
      <table aria-label={t('Questions in each state')}>
        <thead>
          <tr>
            <th scope="col">{t('Section')}</th>
            <th scope="col">
              <span className="label">{t('Questions')}</span>
              <span className="short" aria-hidden="true">
                #
              </span>
            </th>
            {PALETTE_STATUSES.map((status) => (
              <th scope="col" key={status}>
                <span className="head">
                  <PaletteShape status={status} size={18} />
                  <span className="label">{tApp(PALETTE_LABELS[status])}</span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.total}</td>
              {PALETTE_STATUSES.map((status) => (
                <td key={status}>
                  <PaletteShape status={status} size={26}>
                    {row.counts[status]}
                  </PaletteShape>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
