import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { askQuestionRequestSchema, href, messages } from '@kusp/contracts';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useMoneyWords } from '@/components/payments/money-words';
import { PriceWithTax } from '@/components/payments/price-with-tax';
import { FormError } from '@/components/ui/form-error';
import { useCheckout } from '@/hooks/use-checkout';
import { errorMessage } from '@/lib/api-client';
import { useAskQuestion } from '../api/ask-question';
import { useQuestionPrice } from '../api/get-question-price';
import { questionPricePaise } from '../presentation';

const formSchema = askQuestionRequestSchema.omit({ astrologerId: true });
type AskForm = { questionHeader: string; question: string };

/** This modal's key for a question text: the same text gives the same key, another text another. */
async function questionKey(salt: string, values: AskForm) {
  const text = new TextEncoder().encode(JSON.stringify([values.questionHeader, values.question]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return `${salt}-${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

interface AskQuestionModalProps {
  astrologerId: string;
  astrologerName: string;
  opened: boolean;
  onClose: () => void;
  /** The customer has no birth details yet: the answer is read from their horoscope. */
  needsHoroscope: boolean;
}

/**
 * The Ask A Question modal: Subject and Question, Submit only once both are filled (spec part 2
 * section 4), the astrologer's price per question (5 when no quote is available). Submit saves the
 * question with its order (one question however often the same text is submitted), then pays it
 * the spec's way: from the wallet after 'Would you like to deduct this amount (…) from your
 * wallet?', else, after saying how many credits are missing, by card through /user/payment-intent;
 * either way back to My Questions. Unpaid, it waits there as a draft to pay or delete.
 */
export function AskQuestionModal({
  astrologerId,
  astrologerName,
  opened,
  onClose,
  needsHoroscope,
}: AskQuestionModalProps) {
  const { t } = useTranslation('questions');
  const money = useMoneyWords();
  const price = useQuestionPrice(astrologerId);
  const ask = useAskQuestion();
  const checkout = useCheckout({ successTo: href('myQuestions') });
  const [asked, setAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One Idempotency-Key per question text: a second submit of the same text is the same question.
  const [salt] = useState(() => crypto.randomUUID());
  const form = useForm<AskForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { questionHeader: '', question: '' },
  });
  const { handleSubmit, control } = form;
  const [header, question] = useWatch({ control, name: ['questionHeader', 'question'] });
  const filled = header.trim() !== '' && question.trim() !== '';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let order;
    try {
      ({ order } = await ask.mutateAsync({
        astrologerId,
        ...values,
        idempotencyKey: await questionKey(salt, values),
      }));
    } catch (error) {
      setFailure(errorMessage(error, messages.question.creationFailed));
      return;
    }
    setAsked(true);
    await checkout.start(order, { subject: values.questionHeader, question: values.question });
  });

  return (
    <>
      <Modal opened={opened && !asked} onClose={onClose} title={t('ask.title')} size="lg">
        {needsHoroscope ? (
          <Stack gap="sm">
            <Alert color="yellow">{t('ask.noHoroscope')}</Alert>
            <Anchor component={Link} to={href('userProfile')}>
              {t('ask.fillBirthDetails')}
            </Anchor>
          </Stack>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate aria-label={t('ask.title')}>
              <Stack gap="md">
                <Text size="sm">
                  {t('ask.toAstrologer', { name: astrologerName })}{' '}
                  <strong>
                    {price.data ? (
                      <PriceWithTax quote={price.data} />
                    ) : (
                      money.rupees(questionPricePaise(undefined))
                    )}
                  </strong>
                </Text>
                <TextField name="questionHeader" label={t('ask.subject')} withAsterisk />
                <TextareaField
                  name="question"
                  label={t('ask.question')}
                  withAsterisk
                  autosize
                  minRows={4}
                />
                <FormError message={failure} />
                <Group justify="flex-end">
                  {filled && (
                    <Button type="submit" loading={ask.isPending || checkout.busy}>
                      {t('ask.submit')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          </FormProvider>
        )}
      </Modal>
      {checkout.dialog}
    </>
  );
}
