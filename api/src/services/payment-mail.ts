import { formatRupees } from '@exam/shared-contracts/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { escapeHtml, type Mail } from './mailer';
import { findPayment } from './payments';

/** Links and contact the e-mails name: the front end's origin and the support address. */
export interface MailContext {
  appUrl: string;
  supportEmail: string;
}

/**
 * The e-mail telling a student their payment was approved or rejected, from the payment as it
 * is now: null when the payment is gone, still pending, or its student has no e-mail. Subject `Payment
 * approved: <book>` / `Payment rejected: <book>`; both parts name the payment id, amount and UTR; an
 * approval links the receipt, a rejection gives the reason and support with the payment id. Plain links
 * only: no images, no tracking.
 */
export async function paymentReviewMail(db: Db, paymentId: string, ctx: MailContext): Promise<Mail | null> {
  const p = await findPayment(db, paymentId);
  if (!p || p.status === 'pending' || !p.user?.email) return null;
  const title = p.book?.title ?? 'your book';
  const approved = p.status === 'approved';
  const facts: [string, string][] = [
    ['Payment ID', p.paymentId],
    ['Book', title],
    ['Amount', formatRupees(p.amount)],
    ['UTR', p.utr],
  ];
  const lines = approved
    ? [
        `Your payment for "${title}" has been approved. You can read it now in My Books: ${ctx.appUrl}/my-books`,
        `Receipt: ${ctx.appUrl}/receipt/${p.paymentId}`,
      ]
    : [
        `Your payment for "${title}" was rejected.`,
        `Reason: ${p.rejectionReason ?? 'not given'}`,
        `If you paid, submit the correct UTR again: ${ctx.appUrl}/payment/${p.book?._id ?? ''}`,
        `Questions? Write to ${ctx.supportEmail} and mention payment ID ${p.paymentId}.`,
      ];
  const text = [
    `Hello ${p.user.name},`,
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
    `<p>Hello ${escapeHtml(p.user.name)},</p>`,
    ...htmlLines.map((l) => `<p>${l}</p>`),
    '<table>',
    ...facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    '<p>Exam Store</p>',
  ].join('\n');
  return {
    to: p.user.email,
    subject: `Payment ${approved ? 'approved' : 'rejected'}: ${title}`,
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
