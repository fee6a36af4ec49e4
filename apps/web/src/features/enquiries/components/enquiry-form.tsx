import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
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
  const isCourse = variant === 'course';
  const navigate = useNavigate();
  const send = useSendEnquiry();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EnquiryFormValues, unknown, EnquiryRequest>({
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
  const course = useWatch({ control, name: 'course' });
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
    <form
      onSubmit={onSubmit}
      noValidate
      className={classes.form}
      aria-label={isCourse ? 'Course enquiry' : 'Contact us'}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <NativeSelect
          label="Enquiry type"
          withAsterisk
          data={[
            ...(isCourse ? [] : [{ value: '', label: 'Select enquiry type' }]),
            ...typeOptions.map((type) => ({ value: type, label: type })),
          ]}
          error={errors.enquiryType?.message}
          {...register('enquiryType')}
        />
        {isCourse && (
          <>
            <Controller
              control={control}
              name="course"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Course"
                  withAsterisk
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  <Group mt="xs">
                    {courses.map((c) => (
                      <Radio key={c.code} value={c.code} label={c.title} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="language"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Language of the classes"
                  withAsterisk
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  <Group mt="xs">
                    {courseLanguages.map((language) => (
                      <Radio key={language} value={language} label={language} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Checkbox
              label="I have completed secondary education (Class 10 or equivalent)"
              error={errors.secondaryEducation?.message}
              {...register('secondaryEducation')}
            />
            {course === 'ADVANCED' && (
              <Checkbox
                label="I have completed the Kusp basic course"
                error={errors.basicCourseCompleted?.message}
                {...register('basicCourseCompleted')}
              />
            )}
          </>
        )}
        <Textarea
          label="Message"
          withAsterisk
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <SubmitFailure error={send.error} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {isCourse ? 'Send enquiry' : 'Send message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
