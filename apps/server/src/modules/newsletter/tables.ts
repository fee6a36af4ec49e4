import type { Generated } from 'kysely';
import type { PhoneType } from '@kusp/contracts';

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: string;
  created_at: Generated<Date>;
}

export interface TrialSignupsTable {
  id: Generated<string>;
  email: string;
  phone_type: PhoneType;
  created_at: Generated<Date>;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  trial_signups: TrialSignupsTable;
}
