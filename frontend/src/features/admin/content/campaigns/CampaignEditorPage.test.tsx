import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastRegion } from '../../../../test/admin';
import { campaignUrl, renderCampaign } from '../../../../test/campaignEditor';
import { campaign, CAMPAIGNS_PATH, UPLOADED_IMAGE } from '../../../../test/campaigns';
import { apiError, bodiesSent } from '../../../../test/utils';
import { VAGUE_LINK_MESSAGE } from '@bb/shared/pages/checks';
import { DEFAULT_SITE } from '../../../../api/settings';

// The upload-and-crop dialog has its own tests (ImageUploadCropDialog.test.tsx): here it answers
// an uploaded image's URL as soon as its Upload Image button is pressed.
vi.mock('../../shared/ImageUploadCropDialog', () => ({
  ImageUploadCropDialog: ({
    open,
    onClose,
    onUploaded,
  }: {
    open: boolean;
    onClose: () => void;
    onUploaded: (url: string) => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Upload and Crop Image">
        <button
          type="button"
          onClick={() => onUploaded(`/uploads/${'a'.repeat(32)}-1200x800-960.webp`)}
        >
          Upload Image
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    ) : null,
}));

const POST = `POST ${CAMPAIGNS_PATH}`;
const PATCH = `PATCH ${CAMPAIGNS_PATH}/c1`;

const subject = () => screen.getByRole('textbox', { name: /^Subject/ });
const previewText = () => screen.getByRole('textbox', { name: 'Preview text' });
const body = () => screen.getByRole('textbox', { name: 'Body' });
const archive = () => screen.getByRole('switch', { name: 'Show in the public archive' });
const toast = () => within(toastRegion());

// Typing key by key into a MUI field is slow in jsdom: beside other test files on this 2-core
// machine, the first test takes 25 to 60 s.
describe('composing a campaign', { timeout: 120_000 }, () => {
  it('sends what was typed in each field, with an image inserted at the cursor, and opens the new campaign', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/new', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    expect(subject()).toHaveAccessibleDescription(
      "The e-mail's subject line, and its heading. 0 / 150 characters",
    );
    await user.type(subject(), 'November news');
    expect(subject()).toHaveAccessibleDescription(
      "The e-mail's subject line, and its heading. 13 / 150 characters",
    );
    await user.type(previewText(), 'Three stories');
    // `[[` types a "[" (user-event's own syntax).
    await user.type(
      body(),
      'Hi **all**, see [[us](/contact).{Enter}{Enter}### Tips{Enter}{Enter}- one{Enter}- two',
    );
    // The cursor after the subheading's line: the image goes there, on a line of its own.
    const textarea = body() as HTMLTextAreaElement;
    const at = textarea.value.indexOf('Tips') + 'Tips'.length;
    textarea.setSelectionRange(at, at);
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Upload and Crop Image' })).getByRole('button', {
        name: 'Upload Image',
      }),
    );
    const describe = await screen.findByRole('dialog', { name: 'Describe the image' });
    await user.click(within(describe).getByRole('button', { name: 'Insert image' }));
    expect(
      await within(describe).findByText('Describe the image (alt text), or mark it as decorative.'),
    ).toBeInTheDocument();
    await user.type(within(describe).getByRole('textbox', { name: 'Alt text' }), 'A workshop');
    await user.click(within(describe).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body()).toHaveValue(
      `Hi **all**, see [us](/contact).\n\n### Tips\n\n![A workshop](${UPLOADED_IMAGE})\n\n- one\n- two`,
    );
    expect(screen.getByText('Image 1: A workshop')).toBeInTheDocument();
    await waitFor(() => expect(body()).toHaveFocus());
    await user.click(archive());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(bodiesSent(fetchMock, POST)).toHaveLength(1));
    expect(bodiesSent(fetchMock, POST)[0]).toEqual({
      subject: 'November news',
      previewText: 'Three stories',
      body: [
        {
          type: 'paragraph',
          content: [
            { text: 'Hi ' },
            { text: 'all', bold: true },
            { text: ', see ' },
            { text: 'us', href: '/contact' },
            { text: '.' },
          ],
        },
        { type: 'subheading', content: [{ text: 'Tips' }] },
        { type: 'image', image: { url: UPLOADED_IMAGE, alt: 'A workshop', decorative: false } },
        { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      ],
      published: true,
    });
    expect(await toast().findByText('Campaign created')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Campaign: November news',
      }),
    ).toBeVisible();
    expect(campaignUrl()).toBe('/admin/content/campaigns/c-new');
    expect(screen.getByRole('button', { name: 'Send now' })).toBeVisible();
  });

  it('inserts a decorative image with empty alt text', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/new', []);
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    await user.type(subject(), 'Pictures');
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const describe = await screen.findByRole('dialog', { name: 'Describe the image' });
    await user.click(within(describe).getByRole('switch', { name: 'Decorative' }));
    expect(within(describe).getByRole('textbox', { name: 'Alt text' })).toBeDisabled();
    await user.click(within(describe).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(body()).toHaveValue(`![](${UPLOADED_IMAGE})`));
    expect(screen.getByText('Image 1: decorative (no alt text)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodiesSent(fetchMock, POST)).toHaveLength(1));
    expect(bodiesSent(fetchMock, POST)[0]).toMatchObject({
      body: [{ type: 'image', image: { url: UPLOADED_IMAGE, alt: '', decorative: true } }],
      published: false,
    });
  });

  it('refuses a missing subject, a subject over its limit and an image that is not an upload, sending nothing', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/new', []);
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(subject()).toHaveFocus());
    expect(subject()).toHaveAccessibleDescription(expect.stringContaining('Subject is required.'));

    subject().focus();
    await user.paste('x'.repeat(151));
    await user.click(body());
    await user.paste('![A photo](https://example.org/photo.jpg)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(subject()).toHaveAccessibleDescription(
        "Subject must be at most 150 characters The e-mail's subject line, and its heading. 151 / 150 characters",
      ),
    );
    expect(body()).toHaveAccessibleDescription(
      expect.stringMatching(/^Image 1: Use Insert image to add an uploaded image\./),
    );
    expect(bodiesSent(fetchMock, POST)).toEqual([]);
  });
});

describe('editing a saved campaign', { timeout: 120_000 }, () => {
  it('shows the saved text with its image line, and saves the edit with the version it loaded', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Campaign: November insights' });
    expect(subject()).toHaveValue('November insights');
    expect(previewText()).toHaveValue('Three stories from our workshops');
    expect(body()).toHaveValue(
      `Hello **everyone**.\n\n![A workshop in progress](${UPLOADED_IMAGE})\n\n- one\n- two`,
    );
    expect(archive()).not.toBeChecked();
    expect(screen.getByText('Draft')).toBeInTheDocument();

    await user.clear(previewText());
    await user.type(previewText(), 'Two stories');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await toast().findByText('Draft saved')).toBeInTheDocument();
    expect(
      toast().getByText('Nothing is sent until you choose Send now or Schedule.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, PATCH)).toEqual([
      {
        subject: 'November insights',
        previewText: 'Two stories',
        body: campaign().body,
        published: false,
        version: 3,
      },
    ]);
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    // The next save names the version the server answered.
    await user.type(previewText(), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodiesSent(fetchMock, PATCH)).toHaveLength(2));
    expect(bodiesSent(fetchMock, PATCH)[1]).toMatchObject({
      previewText: 'Two stories!',
      version: 4,
    });
  });

  it('offers to reload when someone else saved it, keeping what was typed', async () => {
    const { user } = renderCampaign('/admin/content/campaigns/c1', [campaign()], {
      [PATCH]: apiError(409, 'Someone saved this campaign meanwhile: reload it.'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Campaign: November insights' });
    await user.clear(subject());
    await user.type(subject(), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByRole('heading', { name: 'Someone else saved this campaign' }),
    ).toBeInTheDocument();
    expect(subject()).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Reload the campaign' })).toBeVisible();
  });

  it('refuses a link that names a detail which makes no address, sending nothing', async () => {
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Campaign: November insights' });
    await user.clear(body());
    body().focus();
    await user.paste('Hello.\n\n[Call us]({phone}) or [click here](/contact).');
    expect(body()).toHaveAccessibleDescription(
      expect.stringContaining(`Warning: ${VAGUE_LINK_MESSAGE}`),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(body()).toHaveAccessibleDescription(
        expect.stringContaining(
          `The link “Call us” goes to “${DEFAULT_SITE.phoneDisplay}” once the organisation details are filled in.`,
        ),
      ),
    );
    expect(bodiesSent(fetchMock, PATCH)).toEqual([]);
  });

  it('saves a sent campaign’s archive flag whatever its body’s links fill in as now', async () => {
    const sent = campaign({
      state: 'sent',
      body: [{ type: 'paragraph', content: [{ text: 'Call us', href: '{phone}' }] }],
    });
    const { user, fetchMock } = renderCampaign('/admin/content/campaigns/c1', [sent]);
    await screen.findByRole('heading', { level: 1, name: 'Campaign: November insights' });
    await user.click(archive());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSent(fetchMock, PATCH)).toHaveLength(1));
    expect(bodiesSent(fetchMock, PATCH)[0]).toMatchObject({ published: true });
  });

  it("puts the server's image error on the body, named after its image, with a summary", async () => {
    const message = 'Describe the image (alt text), or mark it as decorative.';
    const { user } = renderCampaign('/admin/content/campaigns/c1', [campaign()], {
      [PATCH]: apiError(400, 'The campaign has mistakes: see the fields.', {
        'body.1.image.alt': message,
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Campaign: November insights' });
    await user.type(subject(), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(body()).toHaveFocus());
    expect(body()).toHaveAccessibleDescription(expect.stringContaining(`Image 1: ${message}`));
    const summary = screen
      .getByRole('heading', { name: 'The campaign was not saved' })
      .closest<HTMLElement>('[role="alert"]')!;
    expect(summary).toHaveTextContent('The campaign has mistakes: see the fields.');
    expect(within(summary).getByRole('link', { name: `Body: Image 1: ${message}` })).toBeVisible();
  });
});
