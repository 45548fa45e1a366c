import type { AdminMessageAnswer } from '@bb/shared/admin';
import type {
  AdminTestimonial,
  AdminTestimonialPage,
  TestimonialBody,
} from '@bb/shared/admin-content';
import { api, onSuccess } from '../base';

// Testimonials administration: GET/POST /api/admin/testimonials (GET: one page, with the counts;
// the query is testimonialListQuery()'s), GET /api/admin/testimonials/export (every testimonial),
// PATCH/DELETE /api/admin/testimonials/{id}. Every change refreshes the testimonials (this list and every
// public testimonial section: the public list provides the same 'Testimonial' tag), the dashboard's
// figures and the audit trail; a create, edit or delete may set, move or drop a scheduled publish or
// unpublish, so it refreshes the dashboard's list of what is scheduled too.

const CHANGED = ['Testimonial', 'AdminStats', 'AuditEntry'] as const;
const EDITED = [...CHANGED, 'Scheduled'] as const;

const testimonialPath = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

export const adminTestimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTestimonials: build.query<AdminTestimonialPage, Record<string, string>>({
      query: (params) => {
        const search = new URLSearchParams(params).toString();
        return `/api/admin/testimonials${search ? `?${search}` : ''}`;
      },
      providesTags: (result) => [
        'Testimonial' as const,
        { type: 'Testimonial' as const, id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'Testimonial' as const, id })),
      ],
    }),
    /** Every testimonial, newest first (the Export button); read afresh each time, never kept. */
    exportAdminTestimonials: build.query<AdminTestimonial[], void>({
      query: () => '/api/admin/testimonials/export',
      keepUnusedDataFor: 0,
    }),
    createTestimonial: build.mutation<AdminTestimonial, TestimonialBody>({
      query: (body) => ({ url: '/api/admin/testimonials', method: 'POST', body }),
      invalidatesTags: onSuccess(EDITED),
    }),
    updateTestimonial: build.mutation<
      AdminTestimonial,
      { id: string; changes: Partial<TestimonialBody> }
    >({
      query: ({ id, changes }) => ({ url: testimonialPath(id), method: 'PATCH', body: changes }),
      invalidatesTags: onSuccess(EDITED),
    }),
    deleteTestimonial: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: testimonialPath(id), method: 'DELETE' }),
      invalidatesTags: onSuccess(EDITED),
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
  useLazyExportAdminTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useImportTestimonialMutation,
} = adminTestimonialsApi;
