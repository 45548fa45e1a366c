import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { hashToken, newToken } from '../common/tokens';
import type { User } from '../users/user.entity';
import { EmailToken, EmailTokenPurpose } from './email-token.entity';

/** How long each kind of link works (DESIGN.md: 24 h, 1 h, 72 h). */
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'set-password': 72 * 60 * 60 * 1000,
};

/** Readable lifetimes for the e-mails. */
export const TOKEN_LIFETIME_TEXT: Record<EmailTokenPurpose, string> = {
  'verify-email': '24 hours',
  'reset-password': '1 hour',
  'set-password': '72 hours',
};

export interface RedeemedToken {
  userId: string;
  email: string;
}

@Injectable()
export class EmailTokensService {
  constructor(@InjectRepository(EmailToken) private readonly tokens: Repository<EmailToken>) {}

  /**
   * A new token for `user` and `purpose`; earlier unused tokens of the same purpose stop working, so
   * only the newest link is valid. Returns the secret, which is never stored.
   */
  async issue(
    user: Pick<User, 'id' | 'email'>,
    purpose: EmailTokenPurpose,
    inTransaction?: EntityManager,
  ): Promise<string> {
    const token = newToken();
    const write = async (m: EntityManager) => {
      await m.delete(EmailToken, { userId: user.id, purpose, usedAt: IsNull() });
      await m.insert(EmailToken, {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        email: user.email.toLowerCase(),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
      });
    };
    // In the caller's transaction when given one (the token exists only if the caller's change does).
    if (inTransaction) await write(inTransaction);
    else await this.tokens.manager.transaction(write);
    return token;
  }

  /**
   * Marks a token used if it exists, has this purpose, is unused and unexpired, in one statement (two
   * requests with the same token cannot both succeed). Returns its user and address, or null.
   */
  async redeem(
    m: EntityManager,
    token: string,
    purpose: EmailTokenPurpose,
  ): Promise<RedeemedToken | null> {
    if (typeof token !== 'string' || !token) return null;
    // An UPDATE answers [rows, count].
    const [rows] = (await m.query(
      `UPDATE email_token SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [hashToken(token), purpose],
    )) as [{ user_id: string; email: string }[], number];
    return rows.length ? { userId: rows[0].user_id, email: rows[0].email } : null;
  }

  /** Every other unused token of the user for this purpose stops working. */
  async revoke(m: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await m.delete(EmailToken, { userId, purpose, usedAt: IsNull() });
  }
}
