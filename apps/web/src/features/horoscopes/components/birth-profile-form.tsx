import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  birthTimeField,
  genders,
  latestToday,
  messages,
  placeLabel,
  PLACE_OWN_TIMEZONE,
  requiredText,
  type ExternalCustomerRequest,
  type HoroscopeProfile,
  type Place,
  withSeconds,
} from '@kusp/contracts';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { DateField } from '@/components/forms/date-field';
import { GenderRadio } from '@/components/forms/gender-radio';
import { PlaceSearch } from '@/components/forms/place-search';
import { TimeField } from '@/components/forms/time-field';
import { TimezoneSelect } from '@/components/forms/timezone-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

const formSchema = (requirePhone: boolean) =>
  z.object({
    firstName: requiredText(messages.name.firstRequired),
    gender: z.enum(genders, { error: messages.birth.gender }),
    birthDate: requiredText(messages.birth.birthDate),
    birthTime: birthTimeField,
    timeZone: requiredText(messages.horoscope.timezone),
    place: z.custom<Place | null>().refine((place) => place !== null, messages.horoscope.place),
    countryCode: requirePhone
      ? requiredText(messages.signUp.phone).regex(/^\+?\d{1,4}$/, messages.signUp.phone)
      : z.string().trim(),
    phone: requirePhone
      ? requiredText(messages.signUp.phone).regex(/^[\d\s-]{4,20}$/, messages.signUp.phone)
      : z.string().trim(),
    comments: z.string().trim(),
  });
type FormValues = z.input<ReturnType<typeof formSchema>>;
type Field = keyof FormValues;

/** The profile's place, shown as its saved label with its saved coordinates. */
function savedPlace(profile: HoroscopeProfile): Place {
  const sign = (negative: boolean) => (negative ? -1 : 1);
  return {
    name: profile.birthPlace,
    state: '',
    country: '',
    countryCode: '',
    latitude: sign(profile.latitudeDirection === 'S') * Number(profile.latitude),
    longitude: sign(profile.longitudeDirection === 'W') * Number(profile.longitude),
    zoneName: '',
  };
}

const toIso = (ddMMyyyy: string) => ddMMyyyy.split('/').reverse().join('-');

function defaults(
  profile: HoroscopeProfile | null | undefined,
  firstName = '',
): DefaultValues<FormValues> {
  return {
    firstName: profile?.name ?? firstName,
    gender: profile?.gender,
    birthDate: profile ? toIso(profile.birthDate) : '',
    birthTime: profile?.birthTime ?? '',
    timeZone: profile?.timeZone ?? PLACE_OWN_TIMEZONE,
    place: profile ? savedPlace(profile) : null,
    countryCode: profile?.countryCode ?? '+91',
    phone: profile?.phone ?? '',
    comments: profile?.comments ?? '',
  };
}

/** Form values -> the API's request: dd/MM/yyyy, HH:mm:ss (births known to the minute get :00), absolute coordinates with directions. */
function toRequest(
  values: FormValues,
  profile: HoroscopeProfile | null | undefined,
): ExternalCustomerRequest {
  const place = values.place!;
  // An untouched place keeps the saved coordinate text digit for digit.
  const unchanged = profile && place.name === profile.birthPlace && !place.zoneName;
  const phone = values.phone.replace(/[\s-]/g, '');
  return {
    name: values.firstName.trim(),
    gender: values.gender,
    birthDate: values.birthDate.split('-').reverse().join('/'),
    birthTime: withSeconds(values.birthTime),
    birthPlace: placeLabel(place),
    latitude: unchanged ? profile.latitude : String(Math.abs(place.latitude)),
    latitudeDirection: place.latitude < 0 ? 'S' : 'N',
    longitude: unchanged ? profile.longitude : String(Math.abs(place.longitude)),
    longitudeDirection: place.longitude < 0 ? 'W' : 'E',
    timeZone: values.timeZone as ExternalCustomerRequest['timeZone'],
    // The schema requires a phone where one is needed; an optional one left empty is not sent.
    ...(phone ? { countryCode: values.countryCode.trim(), phone } : {}),
    ...(values.comments.trim() ? { comments: values.comments.trim() } : {}),
  } as ExternalCustomerRequest;
}

// Server field names -> the form's.
const fieldOf: Record<string, Field> = {
  name: 'firstName',
  birthPlace: 'place',
  latitude: 'place',
  latitudeDirection: 'place',
  longitude: 'place',
  longitudeDirection: 'place',
};

export interface BirthProfileFormProps {
  profile?: HoroscopeProfile | null;
  /** The first name a new profile starts with (the customer's own, as given at sign-up). */
  firstName?: string;
  /** External customers need a phone; the customer's own profile does not. */
  requirePhone: boolean;
  submitLabel: string;
  onSave: (request: ExternalCustomerRequest) => Promise<unknown>;
}

/**
 * The birth-data form of part 2 section 5 (external customer, also the customer's own profile): first
 * name, gender, date and time of birth, place from the place search, timezone ('-1' the place's own),
 * dial code and phone, comments.
 */
export function BirthProfileForm({
  profile,
  firstName,
  requirePhone,
  submitLabel,
  onSave,
}: BirthProfileFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema(requirePhone)),
    defaultValues: defaults(profile, firstName),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toRequest(values, profile));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.errors)) {
          setError(fieldOf[field] ?? (field as Field), { message: text });
        }
      }
      notifyError(errorMessage(error, messages.generic.unableToService));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('birthDetails')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="firstName" label={t('firstName')} autoComplete="off" withAsterisk />
            <GenderRadio name="gender" />
            <DateField
              name="birthDate"
              label={t('birthDate')}
              maxDate={latestToday()}
              birth
              required
            />
            <TimeField
              name="birthTime"
              label={t('birthTime')}
              boxesLabel={t('birthTime')}
              withSeconds
              required
            />
            <Controller
              control={control}
              name="place"
              render={({ field, fieldState }) => (
                <PlaceSearch
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TimezoneSelect name="timeZone" />
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <TextField
                name="countryCode"
                label={t('dialCode')}
                w={96}
                inputMode="tel"
                withAsterisk={requirePhone}
              />
              <TextField
                name="phone"
                label={t('phone')}
                type="tel"
                inputMode="numeric"
                flex={1}
                withAsterisk={requirePhone}
              />
            </Group>
          </SimpleGrid>
          <TextareaField name="comments" label={t('comments')} autosize minRows={2} />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
