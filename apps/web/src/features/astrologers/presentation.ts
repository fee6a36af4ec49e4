import { avatarPath, href, type AstrologerListItem } from '@kusp/contracts';

export const pictureOf = (a: Pick<AstrologerListItem, 'astrologerId' | 'profileImageUrl'>) =>
  a.profileImageUrl ?? avatarPath(a.astrologerId);

export interface ServiceButton {
  label: 'Offline Chat' | 'Live Chat' | 'Live Call';
  to: string;
}

/** Whether the customer has a waiting or running session of each type with the astrologer. */
export interface ActiveSessions {
  TEXT: boolean;
  VIDEO: boolean;
}

/**
 * Offline Chat always; Live Chat only while the astrologer is ONLINE or the customer has an active
 * chat with them, Live Call likewise with an unended call; each only when the astrologer has the
 * service switched on.
 */
export function serviceButtons(
  astrologer: Pick<
    AstrologerListItem,
    | 'astrologerId'
    | 'availabilityStatus'
    | 'offlineQuestionEnabled'
    | 'textChatEnabled'
    | 'videoCallEnabled'
  >,
  customerId: string,
  active: ActiveSessions,
): ServiceButton[] {
  const online = astrologer.availabilityStatus === 'ONLINE';
  const buttons: ServiceButton[] = [];
  if (astrologer.offlineQuestionEnabled)
    buttons.push({
      label: 'Offline Chat',
      to: href('askAstrologer', { id: astrologer.astrologerId }),
    });
  if ((online || active.TEXT) && astrologer.textChatEnabled)
    buttons.push({
      label: 'Live Chat',
      to: href('chat', { userId: customerId, astrologerId: astrologer.astrologerId }),
    });
  if ((online || active.VIDEO) && astrologer.videoCallEnabled)
    buttons.push({
      label: 'Live Call',
      to: href('meet', { userId: customerId, astrologerId: astrologer.astrologerId }),
    });
  return buttons;
}
