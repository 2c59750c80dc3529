import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from '@exam/web-platform/router';
import { notify, openReader, selectUser } from '@exam/web-platform/client';
import { bookFigure, returnToState } from '@exam/shared-contracts/rules';
import type { Book } from '@exam/shared-contracts/catalogue';
import { useBookTexts } from '../../lib/book-text';
import { useStoreT, type StoreMessageId } from '../../lib/i18n';
import { Icon } from '../icons';
import { bookAction, offersTakeTest, paymentBadge } from './book-action';
import { BookCover } from './book-cover';
import { ReadNow } from './read-now';
import { BookPrice } from './book-price';
import {
  ActionRow,
  Badge,
  Body,
  Chip,
  Cover,
  CardFrame,
  Description,
  Meta,
  Pages,
  Placeholder,
  Rating,
} from './book-card-styles';
import { Button } from '@exam/shared-ui/button';

/** Static rating of every card (docs/domains/catalogue.md "Rules and limits"). */
export const BOOK_RATING = '4.8';

/** Message ids of the toasts of docs/domains/purchases.md "Rules and limits" for the card actions. */
export const CARD_MESSAGES = {
  loginToBuy: 'Please log in to purchase this book',
  pending: 'Payment is already pending for this book. Please wait for admin approval.',
} as const satisfies Record<string, StoreMessageId>;

interface BookCardProps {
  book: Book;
  /** Position in its grid: the fade-in starts `index * 0.1` s late. */
  index?: number;
  /** Heading level of the title: 3 in a grid under a section heading, 2 right under the page's h1. */
  titleLevel?: 2 | 3;
  /** Search results: cover, title, price and the action, without the description. */
  compact?: boolean;
}

/**
 * One book or test series (docs/domains/catalogue.md "Book card"): cover or placeholder, category chip, 4.8
 * rating, title, description, ₹ price, payment badge, its figure (`bookFigure`: a test series' questions and
 * minutes, else its pages), and the action of `bookAction`
 * (docs/domains/catalogue.md "Book access"): Read Now + View Details, a pending button that explains itself,
 * or Buy Now (visitors: to /login). A test series with published online tests also offers Take Test beside
 * Read Now (`offersTakeTest`); until the student has submitted their attempt of each, Read Now is
 * "Readable after your test" (the paper stays closed until the test: `ReadNow`).
 * On a phone the card is compact (two a row, no description, at most 360 px tall).
 */
export function BookCard({ book, index = 0, titleLevel = 3, compact = false }: BookCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const action = bookAction(book, user);
  const takeTest = offersTakeTest(book, user);
  const badge = paymentBadge(book, user);
  const t = useStoreT();
  // In Hindi, the admin's Hindi title and description, else the English ones marked as English.
  const { title, description } = useBookTexts(book);

  const buy = () => {
    if (!user) {
      // The words of docs/domains/purchases.md "Rules and limits", as a neutral notice: a guest buying is the
      // way in, not a mistake.
      notify.info(t(CARD_MESSAGES.loginToBuy));
      // After signing in, the student lands on this book's payment page.
      navigate('/login', { state: returnToState(`/payment/${book._id}`) });
      return;
    }
    navigate(`/payment/${book._id}`);
  };

  const read = () => {
    if (book.pdfUrl) dispatch(openReader({ bookId: book._id, pdfUrl: book.pdfUrl, title: book.title }));
  };

  return (
    <CardFrame $delay={index * 0.1} aria-labelledby={`book-${book._id}-title`}>
      <Cover>
        {book.image ? (
          <BookCover image={book.image} title={title.text} index={index} lang={title.lang} />
        ) : (
          <Placeholder
            $category={book.category}
            role="img"
            aria-label={t('{title} (no cover)', { title: title.text })}
          >
            <Icon name="book" size={48} />
          </Placeholder>
        )}
        <Chip $category={book.category}>{book.category}</Chip>
        <Rating aria-label={t('Rated {rating} out of 5', { rating: BOOK_RATING })}>★ {BOOK_RATING}</Rating>
      </Cover>
      <Body>
        <Title id={`book-${book._id}-title`} lang={title.lang}>
          {/* The book's own page: what it holds before buying, shareable. */}
          <Link to={`/book/${book._id}`}>{title.text}</Link>
        </Title>
        {!compact && <Description lang={description.lang}>{description.text}</Description>}
        <Meta>
          <Pages>
            <Icon name={book.testQuestions ? 'clock' : 'file'} size={16} />
            {t(...(bookFigure(book) as [StoreMessageId, Record<string, number>]))}
          </Pages>
          {badge && <Badge $label={badge}>{t(badge)}</Badge>}
        </Meta>
        <BookPrice book={book} />
        <ActionRow>
          {action.kind === 'read' && (
            <>
              {action.canRead && <ReadNow book={book} user={user} onRead={read} />}
              {takeTest && (
                <Button $variant="primary" $size="large" as={Link} to={`/test/book/${book._id}`}>
                  {t('Take Test')}
                </Button>
              )}
              <Button $variant="secondary" $size="large" as={Link} to={`/book/${book._id}`}>
                {t('View Details')}
              </Button>
            </>
          )}
          {action.kind === 'pending' && (
            // aria-disabled, not disabled: a click must still explain why nothing happens
            // (docs/domains/purchases.md "Rules and limits").
            <Button
              $variant="pending"
              $size="large"
              type="button"
              aria-disabled="true"
              onClick={() => notify.error(t(CARD_MESSAGES.pending))}
            >
              {t('Payment Pending')}
            </Button>
          )}
          {action.kind === 'buy' && (
            <Button $variant="primary" $size="large" type="button" onClick={buy}>
              {t('Buy Now')}
            </Button>
          )}
        </ActionRow>
      </Body>
    </CardFrame>
  );
}
