import { MigrationInterface, QueryRunner } from 'typeorm';
import { addAuditActions, removeAuditActions } from '../audit-actions';

const NEW_ACTIONS = ['user.change-roles', 'user.resend-invitation'];

/**
 * Staff roles (issue 45): an account's roles changed by an administrator (from and to), and an
 * invitation (the set-password e-mail) sent again, in the audit trail.
 */
export class StaffRoleAudit1733770000000 implements MigrationInterface {
  name = 'StaffRoleAudit1733770000000';

  async up(q: QueryRunner): Promise<void> {
    await addAuditActions(q, NEW_ACTIONS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeAuditActions(q, NEW_ACTIONS);
  }
}
