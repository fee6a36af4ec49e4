import { randomBytes } from 'node:crypto';
import { portalTexts, shareLinkPath, type ShareLink } from '@kusp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Caller } from '../../plugins/auth.ts';
import { shareLinkMail } from './mail.ts';
import * as repository from './repository.ts';
import type { PortalService } from './service.ts';
import { hashToken, type ShareLinkSeal } from './share-link-tokens.ts';

type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof repository.findShareLink>>>;

const dayMs = 24 * 3600 * 1000;

/**
 * The share link of an external horoscope page: one per client, shown and copied again as long as
 * it lives, replaced or revoked only on purpose (docs/customer-portal.md).
 */
export function createShareLinks(deps: {
  db: Db;
  config: Pick<Config, 'portalLinkDays' | 'publicUrl'>;
  seal: ShareLinkSeal;
  /** The caller's own external customer, else the one 404. */
  ownCustomer(caller: Caller, horoscopeId: string): Promise<unknown>;
  mailClient: PortalService['mailClient'];
}): Pick<PortalService, 'currentShareLink' | 'shareLink' | 'replaceShareLink' | 'revokeShareLink'> {
  const { db } = deps;

  function newLink(horoscopeId: string) {
    const token = randomBytes(32).toString('base64url');
    return {
      horoscope_id: horoscopeId,
      token_hash: hashToken(token),
      token_sealed: deps.seal.seal(token, horoscopeId),
      expires_at: new Date(Date.now() + deps.config.portalLinkDays * dayMs),
    };
  }

  /** The link's address, or null when its token cannot be opened (made before tokens were kept). */
  const urlOf = (row: ShareLinkRow) => {
    const token = row.token_sealed && deps.seal.open(row.token_sealed, row.horoscope_id);
    return token ? shareLinkPath(row.horoscope_id, token) : null;
  };

  function shown(row: ShareLinkRow): ShareLink {
    const url = urlOf(row);
    if (!url) throw new HttpError('STATE_CONFLICT', portalTexts.shareLinkNotShown);
    return { url, expiresAt: row.expires_at.toISOString() };
  }

  return {
    async currentShareLink(caller, horoscopeId) {
      await deps.ownCustomer(caller, horoscopeId);
      const row = await repository.findShareLink(db, horoscopeId);
      return row
        ? {
            url: urlOf(row),
            expiresAt: row.expires_at.toISOString(),
            createdAt: row.created_at.toISOString(),
          }
        : null;
    },

    async shareLink(caller, horoscopeId, email) {
      await deps.ownCustomer(caller, horoscopeId);
      const link = shown(await repository.ensureShareLink(db, newLink(horoscopeId)));
      if (email !== undefined) {
        await deps.mailClient(caller, horoscopeId, {
          kind: 'SHARE_LINK',
          to: email,
          failed: portalTexts.shareLinkMailFailed,
          build: (names) =>
            shareLinkMail(
              names,
              new URL(link.url, deps.config.publicUrl).toString(),
              new Date(link.expiresAt),
            ),
        });
      }
      return link;
    },

    async replaceShareLink(caller, horoscopeId) {
      await deps.ownCustomer(caller, horoscopeId);
      return shown(await repository.replaceShareLink(db, newLink(horoscopeId)));
    },

    async revokeShareLink(caller, horoscopeId) {
      await deps.ownCustomer(caller, horoscopeId);
      await repository.deleteShareLink(db, horoscopeId);
    },
  };
}

const oldLink = /^\/(headless\/)?([\da-f-]{36})\?([^#]*)$/i;

/**
 * Where an address of the earlier share-link form (`/{id}?token=…`, `/headless/{id}?token=…`)
 * goes now: the same page with the token in the fragment. Null for any other address.
 */
export function shareLinkFragmentForm(url: string): string | null {
  const [, headless = '', id = '', query = ''] = oldLink.exec(url) ?? [];
  const token = isUuid(id) ? new URLSearchParams(query).get('token') : null;
  return token ? `/${headless}${id}#${new URLSearchParams({ token }).toString()}` : null;
}
