import type { AdminMessageAnswer } from '@bb/shared/admin';
import type { AdminTestimonial, TestimonialBody } from '@bb/shared/admin-content';
import { api, apiBaseQuery, errorMessage, onSuccess } from '../base';

// Testimonials administration: GET/POST /api/admin/testimonials, PATCH/DELETE
// /api/admin/testimonials/{id}. Every change refreshes the testimonials (this list and every
// public testimonial section: the public list provides the same 'Testimonial' tag), the dashboard's
// figures and the audit trail.

const CHANGED = ['Testimonial', 'AdminStats', 'AuditEntry'] as const;

const testimonialPath = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

/** What an import did: how many of the entries were created, and why the others were refused. */
export interface TestimonialImportResult {
  imported: number;
  total: number;
  failed: { index: number; message: string }[];
}

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
     * Import (spec section 5): the entries are posted one at a time, in order; a refused entry is
     * skipped and the next one posted. The lists are read again once, at the end, if any was created.
     */
    importTestimonials: build.mutation<TestimonialImportResult, TestimonialBody[]>({
      async queryFn(entries, queryApi, extraOptions) {
        const result: TestimonialImportResult = { imported: 0, total: entries.length, failed: [] };
        for (const [index, body] of entries.entries()) {
          const answer = await apiBaseQuery(
            { url: '/api/admin/testimonials', method: 'POST', body },
            queryApi,
            extraOptions,
          );
          if (answer.error) {
            result.failed.push({
              index,
              message: errorMessage(answer.error, answer.error.message),
            });
          } else {
            result.imported += 1;
          }
        }
        return { data: result };
      },
      invalidatesTags: (result) => (result && result.imported > 0 ? [...CHANGED] : []),
    }),
  }),
});

export const {
  useGetAdminTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useImportTestimonialsMutation,
} = adminTestimonialsApi;
