import type { TestSectionInfo } from '@exam/shared-contracts/http';
import { TableWrap } from '../../../components/ui';
import { sectionMarkingText } from '../../../lib/marking';

/**
 * The test's sections as the instructions list them: name, subject, number of questions and marking of
 * the question types each holds (one text when they score alike, else one per type).
 */
export function SectionsTable({ sections }: { sections: TestSectionInfo[] }) {
  return (
    <TableWrap>
      <table>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Questions</th>
            <th scope="col">Marking</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((s) => (
            <tr key={s.name}>
              <th scope="row">{s.name}</th>
              <td>{s.questionCount}</td>
              <td style={{ whiteSpace: 'normal', minWidth: 180 }}>
                {sectionMarkingText(s.marking, s.types)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
