import type { TestSectionInfo } from '@exam/shared-contracts/exams';
import { TableWrap } from '../../../components/ui';
import { useAppT } from '../../../lib/i18n';
import { sectionMarkingText } from '../../../lib/marking';
import { useTestsT } from '../i18n';

/**
 * The test's sections as the instructions list them: name, subject, number of questions and marking of
 * the question types each holds (one text when they score alike, else one per type).
 */
export function SectionsTable({ sections }: { sections: TestSectionInfo[] }) {
  const t = useTestsT();
  const tApp = useAppT();
  return (
    <TableWrap>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('Section')}</th>
            <th scope="col">{t('Questions')}</th>
            <th scope="col">{t('Marking')}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.questionCount}</td>
              <td style={{ whiteSpace: 'normal', minWidth: 180 }}>
                {sectionMarkingText(s.marking, s.types, tApp)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
