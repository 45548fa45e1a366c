/**
 * A short description of a browser from its User-Agent header, for people reading a sign-in history:
 * "Chrome 131 on Windows", "Safari 17 on iPhone", "Firefox 133 on Linux". Only the common browsers and
 * systems are named; null when the header says nothing recognisable. Not for deciding anything: a
 * User-Agent is whatever the client chose to send.
 */
export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

/** Checked in order: Edge, Opera, Samsung and others say "Chrome" too, Chrome says "Safari" too. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/.*rv:)(\d+)/],
  ['curl', /^curl\/(\d+)/],
];

function browserOf(ua: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

/** Checked in order: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Chrome OS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

function systemOf(ua: string): string | null {
  for (const [name, pattern] of SYSTEMS) if (pattern.test(ua)) return name;
  return null;
}
