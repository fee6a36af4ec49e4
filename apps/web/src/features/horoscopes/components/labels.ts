import type { Gender } from '@kusp/contracts';

export const genderLabels: Record<Gender, string> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHERS: 'Others',
};
