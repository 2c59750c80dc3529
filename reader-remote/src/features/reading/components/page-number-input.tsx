import { useEffect, useState, type ReactElement } from 'react';
import { clampPage } from '../lib/zoom';
import { useReaderT } from '../../../lib/i18n';
import { PageInput } from './control-styles';

/**
 * The page number field (docs/domains/reading.md "Controls"): free typing, then on Enter or blur the value is
 * clamped to 1..total (docs/domains/reading.md "Viewer limits") and the viewer goes there. Shows the current
 * page again when the page changes elsewhere.
 */
export function PageNumberInput({
  page,
  total,
  onGo,
}: {
  page: number;
  total: number;
  onGo: (page: number) => void;
}): ReactElement {
  const t = useReaderT();
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);

  const commit = () => {
    const target = clampPage(Number.parseInt(text, 10), total, page);
    setText(String(target));
    if (target !== page) onGo(target);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <PageInput
        aria-label={t('Page number')}
        inputMode="numeric"
        value={text}
        disabled={total < 1}
        onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
      />
    </form>
  );
}
