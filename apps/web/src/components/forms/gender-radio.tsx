import { Group, Radio } from '@mantine/core';
import { genderLabels, genders, type Gender } from '@kusp/contracts';

interface GenderRadioProps {
  value: Gender | '' | null | undefined;
  onChange: (value: Gender) => void;
  error?: string;
}

/** The gender choice of every birth-data form (MALE, FEMALE, OTHERS). */
export function GenderRadio({ value, onChange, error }: GenderRadioProps) {
  return (
    <Radio.Group
      label="Gender"
      withAsterisk
      value={value || null}
      onChange={(next) => onChange(next as Gender)}
      error={error}
    >
      <Group mt="xs">
        {genders.map((gender) => (
          <Radio key={gender} value={gender} label={genderLabels[gender]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
