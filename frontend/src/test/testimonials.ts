import type { Testimonial } from '../api/testimonials';

/** Sample published testimonials for component tests (newest first, as the API answers). */
export const TESTIMONIALS: Testimonial[] = [
  {
    id: '0b7d1f50-0000-4000-8000-000000000001',
    name: 'Jane Doe',
    title: 'Chief People Officer',
    company: 'Harborlight Logistics',
    content: 'Our managers finally have a shared language for neuro-inclusion.',
    rating: 4,
    imageUrl: null,
    createdAt: '2025-03-01T10:00:00.000Z',
  },
  {
    id: '0b7d1f50-0000-4000-8000-000000000002',
    name: 'marcus lee owens',
    title: 'Conference Chair',
    company: 'Midwest Educators Forum',
    content: 'The keynote was the most talked-about session of the week.',
    rating: 5,
    imageUrl: null,
    createdAt: '2025-02-01T10:00:00.000Z',
  },
  {
    id: '0b7d1f50-0000-4000-8000-000000000003',
    name: 'Priya Natarajan',
    title: 'Director of Student Services',
    company: 'Lakeside Community College',
    content: 'Students with disabilities told us they felt seen for the first time.',
    rating: 5,
    imageUrl: null,
    createdAt: '2025-01-01T10:00:00.000Z',
  },
];
