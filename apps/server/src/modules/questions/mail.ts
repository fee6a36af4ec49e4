import { formatDateTime, href, locales, type Language } from '@kusp/contracts';
import { brandedMail, escapeHtml, mailTexts } from '../mail/layout.ts';
import type { QuestionRow } from './repository.ts';

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
const quote = (text: string) =>
  `<blockquote style="white-space:pre-wrap;border-left:3px solid #d0c8ee;margin:0 0 16px;padding:4px 12px">${escapeHtml(text)}</blockquote>`;
const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2b1d5c;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** To the astrologer: a paid question (or a follow-up) arrived; the link opens the answer screen. */
export function arrivedMail(q: QuestionRow, publicUrl: string, language: Language) {
  const t = mailTexts(language);
  const link = `${publicUrl}${href('astrologerQuestion', { questionId: q.id })}`;
  const customer = q.customer_first_name;
  const lines = [
    t('mail:greeting', { name: q.astrologer_first_name }),
    t(q.parent_question_id ? 'mail:question.arrivedFollowUp' : 'mail:question.arrivedNew', {
      customer,
    }),
    ...(q.due_date
      ? [
          t('mail:question.answerBy', {
            due: formatDateTime(new Date(q.due_date), undefined, locales[language]),
          }),
        ]
      : []),
  ];
  const html = `${paragraphs(lines)}<p><strong>${escapeHtml(q.question_header)}</strong></p>${quote(q.question)}${button(link, t('mail:question.answer'))}`;
  const text = `${lines.join('\n\n')}\n\n${q.question_header}\n${q.question}\n\n${t('mail:question.answerHere', { link })}`;
  return brandedMail(
    t('mail:question.arrivedSubject', { customer, header: q.question_header }),
    html,
    text,
    language,
  );
}

/** To the customer: their question was answered; the link opens the thread. */
export function answeredMail(q: QuestionRow, publicUrl: string, language: Language) {
  const t = mailTexts(language);
  const threadId = q.parent_question_id ?? q.id;
  const link = `${publicUrl}${href('questionThread', { questionId: threadId })}`;
  const astrologer = `${q.astrologer_first_name} ${q.astrologer_last_name}`.trim();
  const lines = [
    t('mail:greeting', { name: q.customer_first_name }),
    t('mail:question.answered', { astrologer, header: q.question_header }),
  ];
  const html = `${paragraphs(lines)}${button(link, t('mail:question.readAnswer'))}`;
  const text = `${lines.join('\n\n')}\n\n${t('mail:question.readAnswerAt', { link })}`;
  return brandedMail(t('mail:question.answeredSubject', { astrologer }), html, text, language);
}

/** To the customer: the question was not answered in time and its price went back to the wallet. */
export function refundedMail(q: QuestionRow, publicUrl: string, language: Language) {
  const t = mailTexts(language);
  const link = `${publicUrl}${href('myQuestions')}`;
  const astrologer = `${q.astrologer_first_name} ${q.astrologer_last_name}`.trim();
  const lines = [
    t('mail:greeting', { name: q.customer_first_name }),
    t('mail:question.refunded', { astrologer, header: q.question_header }),
    t('mail:question.askAgain'),
  ];
  const html = `${paragraphs(lines)}${button(link, t('mail:question.myQuestions'))}`;
  const text = `${lines.join('\n\n')}\n\n${link}`;
  return brandedMail(t('mail:question.refundedSubject'), html, text, language);
}
