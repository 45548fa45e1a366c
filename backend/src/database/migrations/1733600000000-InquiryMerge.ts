import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = [
  'speaking-request.merge',
  'corporate-partnership.merge',
  'contact-message.merge',
];

/**
 * The audit actions of merging duplicate inquiries. The actions allowed so far are read from the
 * constraint itself, so that this migration adds to whatever the ones before it allowed.
 */
export class InquiryMerge1733600000000 implements MigrationInterface {
  name = 'InquiryMerge1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
  }
}
