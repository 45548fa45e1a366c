import { useCallback } from 'react';
import type { TestimonialBody } from '@bb/shared/admin-content';
import {
  testimonialsImported,
  useImportTestimonialMutation,
} from '../../../api/admin/testimonials';
import { useApiDispatch } from '../../../api/base';

/**
 * The import's posting (spec section 5): the entries one at a time, in the file's order (so an
 * exported file comes back in the same order), a refused one skipped; `onProgress` after each. The
 * lists are read again once, at the end, if any was created. Answers how many were created.
 */
export function useTestimonialImport() {
  const [post] = useImportTestimonialMutation();
  const dispatch = useApiDispatch();
  return useCallback(
    async (bodies: TestimonialBody[], onProgress: (done: number) => void): Promise<number> => {
      let imported = 0;
      for (const [index, body] of bodies.entries()) {
        const answer = await post(body);
        if (!answer.error) imported += 1;
        onProgress(index + 1);
      }
      if (imported > 0) dispatch(testimonialsImported());
      return imported;
    },
    [post, dispatch],
  );
}
