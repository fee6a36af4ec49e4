import type { Generated } from 'kysely';
import type { aiProviderNames } from '@kusp/contracts';

export type AiExchangeStatus = 'PENDING' | 'ANSWERED' | 'FAILED';

export interface AiExchangesTable {
  id: Generated<string>;
  customer_id: string;
  horoscope_id: string;
  order_id: string;
  question: string;
  answer: string | null;
  provider: (typeof aiProviderNames)[number];
  status: AiExchangeStatus;
  created_at: Generated<Date>;
  answered_at: Date | null;
}

export interface AiAssistantTables {
  ai_exchanges: AiExchangesTable;
}
