import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { useQuestion } from '@/features/questions/api/get-question';
import { QuestionThread } from '@/features/questions/components/question-thread';
import { OrderDispute } from '@/features/disputes/components/order-dispute';
import { OrderReview } from '@/features/reviews/components/order-review';
import { useLanguage } from '@/lib/language';

export default function QuestionThreadScreen() {
  const { t } = useTranslation('thread');
  const { path } = useLanguage();
  const { questionId } = useParams();
  const thread = useQuestion(questionId);
  const answered = thread.data?.answerStatus === 'ANSWERED' ? thread.data.orderId : null;
  if (!questionId) return <Navigate to={href('myQuestions')} replace />;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={path(href('myQuestions'))} size="sm">
        {t('back', { title: t('routes:myQuestions') })}
      </Anchor>
      <QuestionThread questionId={questionId} />
      {answered && <OrderReview orderId={answered} />}
      {answered && <OrderDispute orderId={answered} />}
    </Stack>
  );
}
