import { CopyButton, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A long id (an order's UUID) as its first 8 characters, enough to tell orders apart on screen;
 * the full id shows on hover or focus, and a click copies it, for quoting it to support.
 */
export function ShortId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={id}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? t('shortId.copied') : id}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <UnstyledButton
            onClick={copy}
            ff="monospace"
            fz="sm"
            aria-label={t('shortId.copy', { id })}
          >
            {id.slice(0, 8)}
          </UnstyledButton>
        </Tooltip>
      )}
    </CopyButton>
  );
}
