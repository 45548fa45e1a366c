import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One site-wide setting: a key and a JSON value (coming-soon mode, organisation details...). */
@Entity('setting')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
