import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/** A payment link's full address, as Send Link posts it in the portal chat. */
const paymentLink = /(https?:\/\/\S+?\/external\/pay\?id=[\da-f-]{36})/i;

/**
 * A message's text; an address of this site's own payment page becomes a link to follow. Any other
 * address stays text: a message is someone's words, and a link in it is not ours to vouch for.
 */
export function MessageText({ content }: { content: string }) {
  const parts = content.split(paymentLink);
  return parts.map((part, i) => {
    const ours = i % 2 === 1 && new URL(part).origin === window.location.origin;
    return ours ? (
      // In the text's own colour, underlined: the primary violet is too faint on a violet bubble.
      <Anchor
        key={i}
        href={part}
        c="inherit"
        underline="always"
        style={{ overflowWrap: 'anywhere' }}
      >
        {part}
      </Anchor>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    );
  });
}
