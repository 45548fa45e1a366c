/** A published testimonial as an administrator enters it (POST /api/admin/testimonials). */
export const NEW_TESTIMONIAL = {
  name: 'Ivy Okafor',
  title: 'People Lead',
  company: 'Northgate Libraries',
  content: 'Practical, warm and immediately useful.',
  isPublished: true,
} as const;
