import type { TestSectionInfo } from '@exam/shared-contracts/http';
import { TableWrap } from '../../../components/ui';
import { sectionMarkingText } from '../../../lib/marking';

/**
 * The test's sections as the instructions list them: name, subject, number of questions and marking. The
 * marking is one text when every question type scores alike, else one per type (TestInfo does not say
 * which types a section holds).
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
              <td style={{ whiteSpace: 'normal', minWidth: 180 }}>{sectionMarkingText(s.marking)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
