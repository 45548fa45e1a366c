import type { AdminMessageAnswer } from '@bb/shared/admin';
import type { AdminTestimonial, TestimonialBody } from '@bb/shared/admin-content';
import { api, onSuccess } from '../base';

// Testimonials administration: GET/POST /api/admin/testimonials, PATCH/DELETE
// /api/admin/testimonials/{id}. Every change refreshes the testimonials (this list and every
// public testimonial section: the public list provides the same 'Testimonial' tag), the dashboard's
// figures and the audit trail.

const CHANGED = ['Testimonial', 'AdminStats', 'AuditEntry'] as const;

const testimonialPath = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

export const adminTestimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTestimonials: build.query<AdminTestimonial[], void>({
      query: () => '/api/admin/testimonials',
      providesTags: (result) => [
        'Testimonial' as const,
        { type: 'Testimonial' as const, id: 'LIST' },
        ...(result ?? []).map(({ id }) => ({ type: 'Testimonial' as const, id })),
      ],
    }),
    createTestimonial: build.mutation<AdminTestimonial, TestimonialBody>({
      query: (body) => ({ url: '/api/admin/testimonials', method: 'POST', body }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    updateTestimonial: build.mutation<
      AdminTestimonial,
      { id: string; changes: Partial<TestimonialBody> }
    >({
      query: ({ id, changes }) => ({ url: testimonialPath(id), method: 'PATCH', body: changes }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    deleteTestimonial: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: testimonialPath(id), method: 'DELETE' }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    /**
     * One entry of an import (spec section 5: posted one at a time, useTestimonialImport): as
     * createTestimonial, but nothing is read again until the import ends (testimonialsImported).
     */
    importTestimonial: build.mutation<AdminTestimonial, TestimonialBody>({
      query: (body) => ({ url: '/api/admin/testimonials', method: 'POST', body }),
    }),
  }),
});

/** After an import that created any: the lists, figures and audit trail are read again, once. */
export const testimonialsImported = () => adminTestimonialsApi.util.invalidateTags([...CHANGED]);

export const {
  useGetAdminTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useImportTestimonialMutation,
} = adminTestimonialsApi;
