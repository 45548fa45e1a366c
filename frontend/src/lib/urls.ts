/** Only http(s) links from editable settings are rendered, never `javascript:` or `data:`. */
export function safeExternalUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A `tel:` link from editable settings, or undefined. */
export function safeTelUrl(href: string): string | undefined {
  return /^tel:\+?[0-9()\-.\s]+$/i.test(href) ? href.replace(/\s+/g, '') : undefined;
}
