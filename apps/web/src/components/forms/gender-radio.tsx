import { genderLabels, genders } from '@kusp/contracts';
import { RadioGroupField } from './radio-group-field';

const options = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

/** The gender choice of every birth-data form (MALE, FEMALE, OTHERS), by its path in the form. */
export function GenderRadio({ name }: { name: string }) {
  return <RadioGroupField name={name} label="Gender" withAsterisk options={options} />;
}
