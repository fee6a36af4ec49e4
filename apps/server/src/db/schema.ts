import type { AccountsTables } from '../modules/accounts/tables.ts';
import type { AiAssistantTables } from '../modules/ai-assistant/tables.ts';
import type { AstrologersTables } from '../modules/astrologers/tables.ts';
import type { AuditTables } from '../modules/audit/tables.ts';
import type { BlogTables } from '../modules/blog/tables.ts';
import type { ChatTables } from '../modules/chat/tables.ts';
import type { DisputesTables } from '../modules/disputes/tables.ts';
import type { EnquiriesTables } from '../modules/enquiries/tables.ts';
import type { HoroscopesTables } from '../modules/horoscopes/tables.ts';
import type { MailTables } from '../modules/mail/tables.ts';
import type { MoneyTables } from '../modules/money/tables.ts';
import type { NewsletterTables } from '../modules/newsletter/tables.ts';
import type { PortalTables } from '../modules/portal/tables.ts';
import type { QuestionsTables } from '../modules/questions/tables.ts';
import type { ResearchTables } from '../modules/research/tables.ts';
import type { ReviewsTables } from '../modules/reviews/tables.ts';

/** Every table, as each domain module declares it. */
export interface Database
  extends
    AccountsTables,
    AiAssistantTables,
    AstrologersTables,
    AuditTables,
    BlogTables,
    ChatTables,
    DisputesTables,
    EnquiriesTables,
    HoroscopesTables,
    MailTables,
    MoneyTables,
    NewsletterTables,
    PortalTables,
    QuestionsTables,
    ResearchTables,
    ReviewsTables {}
