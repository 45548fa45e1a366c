import { describe, expect, it, vi } from 'vitest';
import { fieldsFirst } from './LazyInquiryForms';

describe('fieldsFirst (a form loads in two tasks)', () => {
  it('imports the fields first, and the form only in a later task', async () => {
    await import('../../components/form/fields'); // in memory: its import resolves in microtasks
    const form = { default: () => null };
    const load = vi.fn(() => Promise.resolve(form));
    const loading = fieldsFirst(load)();
    for (let i = 0; i < 50; i++) await Promise.resolve(); // every microtask, no new task
    expect(load).not.toHaveBeenCalled();
    await expect(loading).resolves.toBe(form);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
