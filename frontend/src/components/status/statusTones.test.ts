import { getContrastRatio } from '@mui/material/styles';
import { PARTNERSHIP_STATUSES } from '@bb/shared/partnerships';
import { CONTACT_MESSAGE_STATUSES, SPEAKING_REQUEST_STATUSES } from '@bb/shared/inquiries';
import { describe, expect, it } from 'vitest';
import { paletteFor } from '../../app/theme';
import {
  CONTACT_MESSAGE_STATUS_TONES,
  HUES,
  PARTNERSHIP_STATUS_TONES,
  SPEAKING_REQUEST_STATUS_TONES,
  type HueTone,
} from './statusTones';

describe.each(['light', 'dark'] as const)('status chip colours, %s mode', (mode) => {
  const p = paletteFor(mode);

  it.each(Object.keys(HUES) as HueTone[])('%s text meets 4.5:1 on its background', (hue) => {
    const { text, background } = HUES[hue][mode];
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(HUES) as HueTone[])('%s chip stands out from the page (3:1)', (hue) => {
    expect(getContrastRatio(HUES[hue][mode].border, p.background.paper)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['primary', p.primary.main],
    ['secondary', p.secondary.main],
    ['error', p.error.main],
  ])('outlined %s text meets 4.5:1 on paper', (_name, color) => {
    expect(getContrastRatio(color, p.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});

it('every speaking-request, partnership and contact-message status has a colour', () => {
  for (const status of SPEAKING_REQUEST_STATUSES) {
    expect(SPEAKING_REQUEST_STATUS_TONES[status]).toBeDefined();
  }
  for (const status of PARTNERSHIP_STATUSES) {
    expect(PARTNERSHIP_STATUS_TONES[status]).toBeDefined();
  }
  for (const status of CONTACT_MESSAGE_STATUSES) {
    expect(CONTACT_MESSAGE_STATUS_TONES[status]).toBeDefined();
  }
});
