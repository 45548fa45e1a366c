/**
 * Images in e-mail (DESIGN.md, "Mail"; docs/decisions.md, "Images in e-mail"): a mail shows an image
 * by an absolute address of a JPEG or PNG that any origin may load without a cookie, never the
 * site's AVIF or WebP (Outlook on Windows and others show no WebP; a mail app, a provider's image
 * proxy and a sandboxed preview are all another origin).
 */

/**
 * Makes an uploaded image's mail rendition and answers its address (the uploads module, which owns
 * the files, registers one with MailService.provideMailImages).
 */
export interface MailImageSource {
  /**
   * For each address of an uploaded image among `paths` (`/uploads/...webp`), the site path of its
   * mail rendition, made now when it has none yet. An address it does not know (an image that no
   * longer exists) is left out.
   */
  mailRenditions(paths: readonly string[]): Promise<Map<string, string>>;
}

/** The site's artwork as pages show it: `/images/<name>-<width>.<avif|webp>`. */
const ARTWORK = /^\/images\/([a-z0-9-]+)-\d+\.(?:webp|avif)$/;

/**
 * The mail rendition of the site's own artwork (`/images/<name>-mail.jpg`, which the build makes
 * beside the page sizes: frontend/scripts/build-images.mjs), or null for any other address.
 */
export function artworkMailPath(path: string): string | null {
  const match = ARTWORK.exec(path);
  return match ? `/images/${match[1]}-mail.jpg` : null;
}
