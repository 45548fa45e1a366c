import type { ContactMessageStatus, SpeakingRequestStatus } from '@bb/shared/inquiries';
import type { PartnershipStatus } from '@bb/shared/partnerships';

// The colours a status chip can take. Palette tones are the theme's own colours as an outlined chip
// (the member area's booking statuses); hues are soft filled chips whose text keeps WCAG AA contrast
// (4.5:1) on their background in both colour modes (statusTones.test.ts checks every pair).

export type PaletteTone = 'primary' | 'secondary' | 'error' | 'default';
export type HueTone = 'blue' | 'green' | 'yellow' | 'red' | 'purple' | 'orange' | 'gray';
export type StatusTone = PaletteTone | HueTone;

export interface HueColors {
  text: string;
  background: string;
  border: string;
}

export const HUES: Readonly<Record<HueTone, Record<'light' | 'dark', HueColors>>> = {
  blue: {
    light: { text: '#0d47a1', background: '#e3f2fd', border: '#1e88e5' },
    dark: { text: '#a9d4fb', background: '#102a43', border: '#64b5f6' },
  },
  green: {
    light: { text: '#1b5e20', background: '#e8f5e9', border: '#43a047' },
    dark: { text: '#b5e0b7', background: '#123018', border: '#66bb6a' },
  },
  yellow: {
    light: { text: '#6b4a00', background: '#fff5d1', border: '#b07d00' },
    dark: { text: '#ffe38f', background: '#3a2f08', border: '#fbc02d' },
  },
  red: {
    light: { text: '#a31515', background: '#fdecec', border: '#e53935' },
    dark: { text: '#f6b4b4', background: '#3d1517', border: '#ef5350' },
  },
  purple: {
    light: { text: '#5b1f8a', background: '#f4e9fa', border: '#8e24aa' },
    dark: { text: '#dbb5ec', background: '#2f1a40', border: '#ba68c8' },
  },
  orange: {
    light: { text: '#8a3a00', background: '#fff0e0', border: '#d06a00' },
    dark: { text: '#ffcc99', background: '#3d230c', border: '#ffa726' },
  },
  gray: {
    light: { text: '#3d4349', background: '#eef0f2', border: '#78818a' },
    dark: { text: '#d3d8dd', background: '#2a2e33', border: '#8d969e' },
  },
};

/** The admin panel's speaking-request statuses (spec 001). */
export const SPEAKING_REQUEST_STATUS_TONES: Readonly<Record<SpeakingRequestStatus, StatusTone>> = {
  pending: 'yellow',
  confirmed: 'green',
  declined: 'red',
  completed: 'blue',
};

/** The admin panel's partnership statuses (spec 001). */
export const PARTNERSHIP_STATUS_TONES: Readonly<Record<PartnershipStatus, StatusTone>> = {
  new: 'blue',
  'in-discussion': 'yellow',
  'proposal-sent': 'purple',
  active: 'green',
  'on-hold': 'orange',
  closed: 'gray',
};

/** The admin panel's contact-message statuses: new stands out, replied is done, archived put away. */
export const CONTACT_MESSAGE_STATUS_TONES: Readonly<Record<ContactMessageStatus, StatusTone>> = {
  new: 'blue',
  read: 'gray',
  replied: 'green',
  archived: 'orange',
};
