import { CopyButton, Tooltip, UnstyledButton } from '@mantine/core';

/**
 * A long id (an order's UUID) as its first 8 characters, enough to tell orders apart on screen;
 * the full id shows on hover or focus, and a click copies it, for quoting it to support.
 */
export function ShortId({ id }: { id: string }) {
  return (
    <CopyButton value={id}>
      {({ copied, copy }) => (
        <Tooltip
          label={copied ? 'Copied' : id}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <UnstyledButton onClick={copy} ff="monospace" fz="sm" aria-label={`Copy ${id}`}>
            {id.slice(0, 8)}
          </UnstyledButton>
        </Tooltip>
      )}
    </CopyButton>
  );
}
