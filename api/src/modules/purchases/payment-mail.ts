import { formatRupees } from '@exam/shared-contracts/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { escapeHtml, type Mail } from '../../platform/mail/mailer';
import { findPayment } from './payments';
import { findUserById } from '../accounts';

/** Links and contact the e-mails name: the front end's origin and the support address. */
export interface MailContext {
  appUrl: string;
  supportEmail: string;
}

/** The words of the review e-mails in each language a student can choose (docs/languages.md). */
const WORDS = {
  en: {
    yourBook: 'your book',
    subject: (approved: boolean, title: string) => `Payment ${approved ? 'approved' : 'rejected'}: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    facts: ['Payment ID', 'Book', 'Amount', 'UTR'],
    approved: (title: string, myBooks: string) =>
      `Your payment for "${title}" has been approved. You can read it now in My Books: ${myBooks}`,
    receipt: (url: string) => `Receipt: ${url}`,
    rejected: (title: string) => `Your payment for "${title}" was rejected.`,
    reason: (reason: string | null) => `Reason: ${reason ?? 'not given'}`,
    retry: (url: string) => `If you paid, submit the correct UTR again: ${url}`,
    questions: (email: string, id: string) => `Questions? Write to ${email} and mention payment ID ${id}.`,
  },
  hi: {
    yourBook: 'आपकी किताब',
    subject: (approved: boolean, title: string) => `भुगतान ${approved ? 'स्वीकृत' : 'अस्वीकृत'}: ${title}`,
    hello: (name: string) => `नमस्ते ${name},`,
    facts: ['भुगतान ID', 'किताब', 'राशि', 'UTR'],
    approved: (title: string, myBooks: string) =>
      `"${title}" के लिए आपका भुगतान स्वीकृत हो गया है। आप इसे अभी "मेरी किताबें" में पढ़ सकते हैं: ${myBooks}`,
    receipt: (url: string) => `रसीद: ${url}`,
    rejected: (title: string) => `"${title}" के लिए आपका भुगतान अस्वीकृत कर दिया गया।`,
    reason: (reason: string | null) => `कारण: ${reason ?? 'नहीं बताया गया'}`,
    retry: (url: string) => `अगर आपने भुगतान किया है, तो सही UTR फिर से जमा करें: ${url}`,
    questions: (email: string, id: string) => `कोई सवाल हो तो ${email} पर लिखें और भुगतान ID ${id} बताएँ।`,
  },
} as const;

/**
 * The e-mail telling a student their payment was approved or rejected, from the payment as it
 * is now: null when the payment is gone, still pending, or its student has no e-mail. Subject `Payment
 * approved: <book>` / `Payment rejected: <book>`; both parts name the payment id, amount and UTR; an
 * approval links the receipt, a rejection gives the reason and support with the payment id. Plain links
 * only: no images, no tracking. Written in the student's language (their account's `lang`: English or
 * Hindi); the book's title and the admin's reason stay as they were written.
 */
export async function paymentReviewMail(db: Db, paymentId: string, ctx: MailContext): Promise<Mail | null> {
  const p = await findPayment(db, paymentId);
  if (!p || p.status === 'pending' || !p.user?.email) return null;
  const w = WORDS[(await findUserById(db, p.user._id))?.lang ?? 'en'];
  const title = p.book?.title ?? w.yourBook;
  const approved = p.status === 'approved';
  const values = [p.paymentId, title, formatRupees(p.amount), p.utr];
  const facts = w.facts.map((name, i): [string, string] => [name, values[i]]);
  const lines = approved
    ? [w.approved(title, `${ctx.appUrl}/my-books`), w.receipt(`${ctx.appUrl}/receipt/${p.paymentId}`)]
    : [
        w.rejected(title),
        w.reason(p.rejectionReason),
        w.retry(`${ctx.appUrl}/payment/${p.book?._id ?? ''}`),
        w.questions(ctx.supportEmail, p.paymentId),
      ];
  const text = [
    w.hello(p.user.name),
    '',
    ...lines,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Exam Store',
  ].join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const htmlLines = lines.map((l) => escapeHtml(l).replace(/https?:\/\/\S+/g, (u) => link(u)));
  const html = [
    `<p>${escapeHtml(w.hello(p.user.name))}</p>`,
    ...htmlLines.map((l) => `<p>${l}</p>`),
    '<table>',
    ...facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    '<p>Exam Store</p>',
  ].join('\n');
  return {
    to: p.user.email,
    subject: w.subject(approved, title),
    text,
    html,
  };
}

/**
 * After a review has committed: e-mails each payment's student in the background (never blocks or fails
 * the request; nothing happens when SMTP_URL is unset). `delayMs` holds the mail back (an approval waits
 * out its undo window); the mail is built when it goes, from the payment as it is then.
 */
export function mailReviewed(app: FastifyInstance, paymentIds: string[], delayMs = 0): void {
  const ctx = { appUrl: app.config.appUrl, supportEmail: app.config.site.email };
  for (const id of paymentIds)
    app.mailer.sendLater(() => paymentReviewMail(app.db, id, ctx), `payment ${id}`, delayMs);
}
