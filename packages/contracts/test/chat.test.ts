import { describe, expect, it } from 'vitest';
import { chatSendSchema, chatTexts, conversationMessagesQuerySchema } from '../src/index.ts';

const recipientId = '2f1c7c1e-8d7e-4f4a-9a55-0b1d4f3a9c11';

describe('chat message rules', () => {
  it('turns non-breaking spaces into spaces and trims the ends', () => {
    const parsed = chatSendSchema.parse({ recipientId, content: '\u00a0Namaste\u00a0ji \n' });
    expect(parsed.content).toBe('Namaste ji');
  });

  it('refuses an empty message and one above 2,000 characters', () => {
    const blank = chatSendSchema.safeParse({ recipientId, content: ' \u00a0 ' });
    expect(blank.error?.issues[0]?.message).toBe(chatTexts.messageRequired);
    const long = chatSendSchema.safeParse({ recipientId, content: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe(chatTexts.messageTooLong);
    expect(chatSendSchema.safeParse({ recipientId, content: 'x'.repeat(2000) }).success).toBe(true);
  });

  it('pages messages 10 at a time from page 0 unless asked', () => {
    expect(conversationMessagesQuerySchema.parse({})).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(conversationMessagesQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });
});
