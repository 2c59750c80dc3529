import type { Book } from '@exam/shared-contracts/catalogue';
import { useDataLang, useLang } from '@exam/web-platform/i18n';

/** A text of a book as a page shows it, with the `lang` to put on its element (undefined: the page's). */
export interface BookText {
  text: string;
  lang: 'en' | undefined;
}

/** The two texts of a book a page shows (see {@link useBookTexts}). */
export interface BookTexts {
  title: BookText;
  description: BookText;
}

/**
 * A book's title and description in the page's language (docs/languages.md): on a Hindi page the
 * admin's Hindi version when there is one, else the English one marked `lang="en"` (WCAG 3.1.2); on an
 * English page the English ones.
 */
export function useBookTexts(
  book: Pick<Book, 'title' | 'description' | 'titleHi' | 'descriptionHi'>,
): BookTexts {
  const hindi = useLang() === 'hi';
  // The admin's Hindi on a Hindi page, else the English, marked as such where the page is not English.
  const dataLang = useDataLang();
  const pick = (english: string, inHindi: string | undefined): BookText =>
    hindi && inHindi ? { text: inHindi, lang: undefined } : { text: english, lang: dataLang };
  return { title: pick(book.title, book.titleHi), description: pick(book.description, book.descriptionHi) };
}
