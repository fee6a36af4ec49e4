import { BRAND, formatDateTime, href } from '@kusp/contracts';
import { brandedMail, escapeHtml } from '../mail/layout.ts';
import type { QuestionRow } from './repository.ts';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
const quote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid #d0c8ee;margin:0 0 16px;padding:4px 12px">${escapeHtml(text)}</blockquote>`;
const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2b1d5c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** To the astrologer: a paid question (or a follow-up) arrived; the link opens the answer screen. */
export function arrivedMail(q: QuestionRow, publicUrl: string) {
  const link = `${publicUrl}${href('astrologerQuestion', { questionId: q.id })}`;
  const kind = q.parent_question_id ? 'a follow-up question' : 'a new question';
  const lines = [
    `Dear ${q.astrologer_first_name},`,
    `${q.customer_first_name} has sent you ${kind} on ${BRAND}.`,
    ...(q.due_date ? [`Please answer by ${formatDateTime(new Date(q.due_date))}.`] : []),
  ];
  const html = `${paragraphs(lines)}<p><strong>${escapeHtml(q.question_header)}</strong></p>${quote(q.question)}${button(link, 'Answer the question')}`;
  const text = `${lines.join('\n\n')}\n\n${q.question_header}\n${q.question}\n\nAnswer it here: ${link}`;
  return brandedMail(
    `New question from ${q.customer_first_name}: ${q.question_header}`,
    html,
    text,
  );
}

/** To the customer: their question was answered; the link opens the thread. */
export function answeredMail(q: QuestionRow, publicUrl: string) {
  const threadId = q.parent_question_id ?? q.id;
  const link = `${publicUrl}${href('questionThread', { questionId: threadId })}`;
  const astrologer = `${q.astrologer_first_name} ${q.astrologer_last_name}`.trim();
  const lines = [
    `Dear ${q.customer_first_name},`,
    `${astrologer} has answered your question "${q.question_header}".`,
  ];
  const html = `${paragraphs(lines)}${button(link, 'Read the answer')}`;
  const text = `${lines.join('\n\n')}\n\nRead the answer: ${link}`;
  return brandedMail(`${astrologer} answered your question`, html, text);
}

/** To the customer: the question was not answered in time and its price went back to the wallet. */
export function refundedMail(q: QuestionRow, publicUrl: string) {
  const link = `${publicUrl}${href('myQuestions')}`;
  const astrologer = `${q.astrologer_first_name} ${q.astrologer_last_name}`.trim();
  const lines = [
    `Dear ${q.customer_first_name},`,
    `${astrologer} could not answer your question "${q.question_header}" in time, so we have refunded it in full to your ${BRAND} wallet.`,
    'You can ask this astrologer again or choose another one.',
  ];
  const html = `${paragraphs(lines)}${button(link, 'My questions')}`;
  const text = `${lines.join('\n\n')}\n\n${link}`;
  return brandedMail('Your question was refunded', html, text);
}
