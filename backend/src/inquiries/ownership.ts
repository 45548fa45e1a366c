import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { PublicUser } from '../auth/request-user';

/**
 * What an inquiry keeps of its sender once they delete their account (AccountService.deleteAccount):
 * this name, no address (an empty one: nothing is mailed to it) and none of their own words.
 */
export const DELETED_SENDER_NAME = 'Deleted member';

/** Whose inquiries are asked for: a member's id, address and whether that address is verified. */
export type InquiryOwner = Pick<PublicUser, 'id' | 'email' | 'emailVerified'>;

/**
 * Restricts `qb` (rows of an inquiry table, alias `alias`) to the member's inquiries: linked to their
 * account (sent while signed in, or claimed when their address was verified: InquiryClaims) or, once
 * their address is verified, sent with that address by nobody signed in (so that nobody can read
 * another person's inquiries by typing their address, and an inquiry linked to one account never
 * shows in another that has that address later). docs/member-api.md.
 */
export function ownedBy<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  owner: InquiryOwner,
): SelectQueryBuilder<T> {
  return qb.andWhere(
    new Brackets((w) => {
      w.where(`${alias}.userId = :ownerId`, { ownerId: owner.id });
      if (owner.emailVerified)
        w.orWhere(`(${alias}.userId IS NULL AND ${alias}.email = :ownerEmail)`, {
          ownerEmail: owner.email.toLowerCase(),
        });
    }),
  );
}
