import { onTestFinished, vi } from 'vitest';
import type { TwoFactorSetup, TwoFactorStatus } from '@bb/shared/two-factor';

// Answers of the two-factor routes for the component tests.

const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="7" height="7"/></svg>';

export const setupAnswer: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl:
    'otpauth://totp/Building%20Bridges:sam?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Building%20Bridges',
  qrCode: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
};

/** GET /api/user/two-factor of an account with it on. */
export const twoFactorOn: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-01T10:00:00.000Z',
  recoveryCodesLeft: 7,
  required: false,
};

export const recoveryCodes = Array.from(
  { length: 10 },
  (_, i) => `abcd${i}-${String(i).repeat(5)}`,
);

/** A 4xx answer with the server's message. */
export function refusal(status: number, message: string) {
  return { status, body: { statusCode: status, message } };
}

/**
 * Records the files saved (jsdom has no object URLs and no downloads): their names and contents.
 * Call it in a test; it restores itself when the test ends.
 */
export function captureDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    Object.assign(URL, original);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop()) - 1] });
  });
  return saved;
}
