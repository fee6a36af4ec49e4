import { useTranslation } from 'react-i18next';
import { genders } from '@kusp/contracts';
import { RadioGroupField } from './radio-group-field';

/** The gender choice of every birth-data form (MALE, FEMALE, OTHERS), by its path in the form. */
export function GenderRadio({ name }: { name: string }) {
  const { t } = useTranslation('forms');
  const options = genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }));
  return <RadioGroupField name={name} label={t('gender')} withAsterisk options={options} />;
}
