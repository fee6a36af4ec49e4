import { Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddComment, useComments } from '../api/comments';
import { dateAndAgo } from '@/lib/relative-time';

/** The astrologer's running notes on a customer, newest first, with how long ago each was written. */
export function CommentsTab({ horoscopeId }: { horoscopeId: string }) {
  const { t } = useTranslation('clients');
  const comments = useComments(horoscopeId);
  const add = useAddComment(horoscopeId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(messages.generic.fieldRequired);
    try {
      await add.mutateAsync(text.trim());
      setText('');
      setError(null);
      notifySuccess(messages.horoscope.commentSaved);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} aria-label={t('comments.form')}>
        <Stack gap="xs">
          <Textarea
            label={t('comments.comment')}
            autosize
            minRows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('comments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {comments.isPending ? (
        <Loader size="sm" aria-label={t('comments.loading')} />
      ) : comments.data?.comments.length ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.data.comments.map((comment) => (
            <Paper component="li" key={comment.id} withBorder p="sm">
              <Text style={{ whiteSpace: 'pre-line' }}>{comment.comment}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                {comment.authorName} ·{' '}
                <time dateTime={comment.createdAt}>{dateAndAgo(comment.createdAt)}</time>
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('comments.empty')}</Text>
      )}
    </Stack>
  );
}
