import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns of a table whose rows are made and then edited: a uuid id and the times of creation
 * and of the last change. An entity extends it (TypeORM reads inherited columns); the schema is what
 * the entity declared itself.
 */
export abstract class RecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
