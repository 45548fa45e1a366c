import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeXhr, nextXhr } from '../../test/fakeXhr';
import { callsTo, mockFetch } from '../../test/utils';
import { uploadImage } from './uploads';

const UPLOAD_URL = '/api/objects/upload/abc123?expires=1&signature=xyz';
const STORED = `/uploads/${'b'.repeat(32)}-600x600-480.webp`;

describe('uploadImage', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it('asks for an upload address, PUTs the raw body there with its type, reports progress and answers the URL', async () => {
    const fetchMock = mockFetch({
      'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL, publicPath: STORED } },
    });
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const fractions: number[] = [];
    const uploaded = uploadImage(image, { onProgress: (f) => fractions.push(f) });

    const xhr = await nextXhr();
    const [[, init]] = callsTo(fetchMock, 'POST /api/objects/upload');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers['content-type']).toBe('image/jpeg');
    expect(xhr.body).toBe(image);

    xhr.progress(1, 4);
    xhr.progress(3, 4);
    xhr.respond(201, { url: STORED });
    await expect(uploaded).resolves.toBe(STORED);
    expect(fractions).toEqual([0, 0.25, 0.75, 1]);
  });

  it("rejects with the server's message when the address is refused, and PUTs nothing", async () => {
    mockFetch({
      'POST /api/objects/upload': {
        status: 403,
        body: { statusCode: 403, message: 'Administrators only.' },
      },
    });
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow(
      'Administrators only.',
    );
    const { FakeXhr } = await import('../../test/fakeXhr');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it("rejects with 'Failed to get upload URL' when the address cannot be had", async () => {
    mockFetch({ 'POST /api/objects/upload': { status: 502, body: '' } });
    await expect(uploadImage(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow(
      'Failed to get upload URL',
    );
  });

  it("rejects with the server's message when the PUT is refused", async () => {
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const uploaded = uploadImage(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    const xhr = await nextXhr();
    xhr.respond(415, {
      statusCode: 415,
      message: 'The file is not a JPEG, PNG, WebP or GIF image.',
    });
    await expect(uploaded).rejects.toThrow('The file is not a JPEG, PNG, WebP or GIF image.');
  });

  it("rejects with 'Failed to upload file' when the PUT fails without a message", async () => {
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const failed = uploadImage(new Blob(['x'], { type: 'image/jpeg' }));
    (await nextXhr()).fail();
    await expect(failed).rejects.toThrow('Failed to upload file');

    const refused = uploadImage(new Blob(['x'], { type: 'image/jpeg' }));
    (await nextXhr()).respond(500, 'Internal Server Error');
    await expect(refused).rejects.toThrow('Failed to upload file');
  });

  it('stops the PUT when aborted', async () => {
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const controller = new AbortController();
    const uploaded = uploadImage(new Blob(['x'], { type: 'image/jpeg' }), {
      signal: controller.signal,
    });
    const xhr = await nextXhr();
    controller.abort();
    await expect(uploaded).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('names the original file (percent-encoded) and marks a library upload in headers', async () => {
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const named = uploadImage(new Blob(['x'], { type: 'image/jpeg' }), {
      fileName: 'Café stage 1.jpg',
      library: true,
    });
    const xhr = await nextXhr();
    expect(xhr.headers['x-file-name']).toBe('Caf%C3%A9%20stage%201.jpg');
    expect(xhr.headers['x-media-library']).toBe('1');
    xhr.respond(201, { url: STORED });
    await expect(named).resolves.toBe(STORED);

    const plain = uploadImage(new Blob(['x'], { type: 'image/jpeg' }));
    const second = await nextXhr();
    expect(second.headers['x-file-name']).toBeUndefined();
    expect(second.headers['x-media-library']).toBeUndefined();
    second.respond(201, { url: STORED });
    await expect(plain).resolves.toBe(STORED);
  });
});
