import { describe, expect, it } from 'vitest';
// The server's own defaults: the page renders these while GET /api/site loads, so they must agree.
import { DEFAULT_SITE_DETAILS } from '../../../backend/src/settings/site-details';
import { DEFAULT_SITE } from './settings';

describe('organisation details shown while loading', () => {
  it('are the server’s defaults, so nothing changes when the answer arrives', () => {
    expect(DEFAULT_SITE).toEqual(DEFAULT_SITE_DETAILS);
  });
});
