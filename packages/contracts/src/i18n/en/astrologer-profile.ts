import { adminTexts } from '../../admin.ts';

// The astrologer's own profile (photo, services, the profile form), documents and the review
// banner shown until the operators approve the profile.
export const astrologerProfile = {
  loading: 'Loading profile',
  form: 'Profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  shortExperience: 'Short experience',
  longExperience: 'Long experience',
  country: 'Country',
  countries: { IN: 'India' },
  state: 'State',
  currency: 'Currency',
  rate: 'Rate per question',
  active: 'Active',
  inactive: 'Inactive',
  visibilityNote: 'Inactive profiles are hidden from the astrologer list',
  visibility: 'Visibility',
  cancel: 'Cancel',
  save: 'Save Changes',
  edit: 'Edit',
  changePhoto: 'Change photo',
  services: {
    title: 'Services',
    offlineQuestionEnabled: 'Offline questions',
    textChatEnabled: 'Live chat',
    videoCallEnabled: 'Video calls',
  },
  documents: {
    form: 'Upload documents',
    kinds: {
      PAN_CARD: 'Pan card',
      BANK_ACCOUNT_PROOF: 'Bank account proof',
      OTHER: 'Other document',
    },
    choose: 'Choose a PDF, JPEG or PNG',
    other: 'Other document {number}',
    removeOther: 'Remove other document {number}',
    addOther: 'Add other document',
    upload: 'Upload',
    uploaded: 'Uploaded documents',
    columns: { document: 'Document', file: 'File', uploaded: 'Uploaded', download: 'Download' },
    download: 'Download',
  },
  review: {
    titles: {
      PENDING_REVIEW: 'Your profile is under review',
      REJECTED: 'Your profile needs changes',
      SUSPENDED: 'Your profile is suspended',
    },
    pending:
      'Customers cannot find you, ask you questions, chat with you or call you until the Kusp team has checked your profile and documents. We will e-mail you when it is approved.',
    suspended:
      'You are not listed and cannot take paid work. Please reply to our e-mail if you have questions.',
    reason: 'Reason:',
    missing: 'Still missing:',
    missingKinds: {
      PAN_CARD: 'Pan card',
      BANK_ACCOUNT_PROOF: 'Bank account proof',
      OTHER: 'Other documents',
    },
    upload: 'Upload documents',
    resubmit: 'Send for review again',
    resubmitted: adminTexts.resubmitted,
  },
} as const;
