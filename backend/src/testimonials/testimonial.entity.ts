import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const TESTIMONIAL_LIMITS = { name: 100, title: 100, company: 120, content: 2000 } as const;

/** A client's testimonial; shown on the public site only once published. */
@Entity('testimonial')
@Check('CHK_testimonial_rating', `"rating" BETWEEN 1 AND 5`)
@Check('CHK_testimonial_content_length', `char_length("content") <= 2000`)
export class Testimonial {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The person's role, e.g. "HR Director". */
  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  company: string;

  @Column({ type: 'text' })
  content: string;

  /** Whole stars, 1 to 5. */
  @Column({ type: 'smallint', default: 5 })
  rating: number;

  @Column({ type: 'boolean', default: false })
  isPublished: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
