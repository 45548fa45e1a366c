import { api } from './base';

/** A published testimonial, as GET /api/testimonials answers (newest first). */
export interface Testimonial {
  id: string;
  name: string;
  title: string;
  company: string;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  imageUrl: string | null;
  createdAt: string;
}

export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestimonials: build.query<Testimonial[], void>({
      query: () => '/api/testimonials',
      // Any invalidation of testimonials (the whole type, the admin list, one testimonial) refreshes it.
      providesTags: (result) => [
        'Testimonial' as const,
        { type: 'Testimonial' as const, id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Testimonial' as const, id })),
      ],
    }),
  }),
});

export const { useGetTestimonialsQuery } = testimonialsApi;

/** The spec's initials: the uppercased first letter of each word of the name ('Jane Doe' -> 'JD'). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
