import type { ReactElement } from 'react';
import { Button, Card, CardHeader, Muted } from '../../../components/ui';
import { awaitsChapter, type QuestionDraft } from '../lib/test-draft';

/**
 * The chapters proposed from the questions' words (NCERT Class 11 and 12 lists), waiting for the admin:
 * how many, why they matter (a student's weak chapters count tagged questions only), and one button that
 * tags every untagged question with its proposal (`onConfirm`). Each question's own proposal is beside its
 * Chapter field. Nothing is drawn when none waits.
 */
export function ChapterProposals({
  questions,
  onConfirm,
}: {
  questions: QuestionDraft[];
  onConfirm: () => void;
}): ReactElement | null {
  const waiting = questions.filter(awaitsChapter).length;
  if (!waiting) return null;
  return (
    <Card aria-labelledby="chapter-proposals-title" data-testid="chapter-proposals">
      <CardHeader>
        <h2 id="chapter-proposals-title">Chapters proposed from the questions</h2>
        <Button type="button" $size="small" onClick={onConfirm}>
          Use {waiting === 1 ? 'the proposed chapter' : `all ${waiting} proposed chapters`}
        </Button>
      </CardHeader>
      <Muted>
        {waiting === 1 ? 'One question has' : `${waiting} questions have`} an NCERT chapter proposed from its
        words and no chapter yet. Students' weak chapters count only the chapters you set: check a few beside
        each question's Chapter field, then use them, and save.
      </Muted>
    </Card>
  );
}
