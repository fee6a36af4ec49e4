import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  courseLanguages,
  courses,
  enquiryRequestSchema,
  enquiryTypes,
  href,
  learnAstrologyEnquiryType,
  type EnquiryForm as EnquiryFormValues,
  type EnquiryRequest,
} from '@kusp/contracts';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendEnquiry } from '../api/send-enquiry';
import { rememberThankYou } from '../thank-you';
import classes from './forms.module.css';
import { SubmitFailure } from './submit-failure';

/**
 * The contact form (types Individual, Media, Partnerships) or, as `course`, the learn-astrology
 * enquiry (type Learn Astrology only, plus course, language and the two confirmations).
 */
export function EnquiryForm({ variant = 'contact' }: { variant?: 'contact' | 'course' }) {
  const { t } = useTranslation('enquiries');
  const isCourse = variant === 'course';
  const navigate = useNavigate();
  const send = useSendEnquiry();
  const form = useForm<EnquiryFormValues, unknown, EnquiryRequest>({
    resolver: zodResolver(enquiryRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      message: '',
      ...(isCourse
        ? { enquiryType: learnAstrologyEnquiryType, secondaryEducation: false }
        : undefined),
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const course = useWatch({ control, name: 'course' });
  const fields = {
    enquiryType: register('enquiryType'),
    secondaryEducation: register('secondaryEducation'),
    basicCourseCompleted: register('basicCourseCompleted'),
  };
  const typeOptions = isCourse ? [learnAstrologyEnquiryType] : enquiryTypes;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await send.mutateAsync(values);
      notifySuccess(message);
      rememberThankYou('contact', message);
      await navigate(href('success', { screenType: 'contact' }));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.errors)) {
          setError(field as Path<EnquiryFormValues>, { message: text });
        }
      }
      notifyError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className={classes.form}
        aria-label={t(isCourse ? 'contact.courseForm' : 'contact.form')}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="firstName"
              label={t('firstName')}
              autoComplete="given-name"
              withAsterisk
            />
            <TextField
              name="lastName"
              label={t('lastName')}
              autoComplete="family-name"
              withAsterisk
            />
          </SimpleGrid>
          <TextField
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            withAsterisk
          />
          <NativeSelect
            label={t('contact.type')}
            withAsterisk
            data={[
              ...(isCourse ? [] : [{ value: '', label: t('contact.chooseType') }]),
              ...typeOptions.map((type) => ({
                value: type,
                label: t(`contact.types.${type.replaceAll(' ', '')}`),
              })),
            ]}
            error={errors.enquiryType?.message}
            {...fields.enquiryType}
          />
          {isCourse && (
            <>
              <RadioGroupField
                name="course"
                label={t('contact.course')}
                withAsterisk
                options={courses.map((c) => ({
                  value: c.code,
                  label: t(`courses.titles.${c.code}`),
                }))}
              />
              <RadioGroupField
                name="language"
                label={t('contact.language')}
                withAsterisk
                options={courseLanguages.map((language) => ({
                  value: language,
                  label: t(`courses.languages.${language}`),
                }))}
              />
              <Checkbox
                label={t('contact.secondaryEducation')}
                error={errors.secondaryEducation?.message}
                {...fields.secondaryEducation}
              />
              {course === 'ADVANCED' && (
                <Checkbox
                  label={t('contact.basicCourse')}
                  error={errors.basicCourseCompleted?.message}
                  {...fields.basicCourseCompleted}
                />
              )}
            </>
          )}
          <TextareaField name="message" label={t('contact.message')} withAsterisk rows={5} />
          <SubmitFailure error={send.error} />
          <Group>
            <Button type="submit" loading={send.isPending}>
              {t(isCourse ? 'contact.sendEnquiry' : 'contact.sendMessage')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
