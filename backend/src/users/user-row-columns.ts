import { Column, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * The columns of a table whose rows belong to one account and go with it (tokens, codes, sign-ins,
 * inbox messages): a uuid id and the account (`user_id`, foreign key `FK_<table>_user`, ON DELETE
 * CASCADE), with the index `IDX_<table>_user_id` unless the table's own index leads with the user.
 * An entity extends `UserRowColumns('its_table')`, as inquiries extend InquiryColumns.
 */
export function UserRowColumns(
  table: string,
  { indexed = true, primaryKeyName }: { indexed?: boolean; primaryKeyName?: string } = {},
) {
  const userIdIndex: PropertyDecorator = indexed ? Index(`IDX_${table}_user_id`) : () => {};
  abstract class UserRowColumnsOf {
    @PrimaryGeneratedColumn(
      'uuid',
      primaryKeyName ? { primaryKeyConstraintName: primaryKeyName } : {},
    )
    id: string;

    @userIdIndex
    @Column({ type: 'uuid' })
    userId: string;

    @ManyToOne(() => User, { onDelete: 'CASCADE' })
    @JoinColumn({ name: 'user_id', foreignKeyConstraintName: `FK_${table}_user` })
    user?: User;
  }
  return UserRowColumnsOf;
}
