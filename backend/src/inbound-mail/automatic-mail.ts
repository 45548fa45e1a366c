import type { ParsedMail } from 'mailparser';

/** Subjects of out-of-office and other automatic answers, in the languages customers write in. */
const AUTOMATIC_SUBJECTS =
  /^\s*(auto(matic)?[ -]?(reply|response|answer)|out of (the )?office|away from (the )?office|automatische antwort|abwesenheitsnotiz|réponse automatique|absence du bureau|respuesta automática|fuera de la oficina|risposta automatica|automatisch antwoord|afwezig|autosvar|undeliver(ed|able)|delivery status notification|mail delivery (failed|failure|subsystem)|returned mail)\b/i;

/** Senders that only send automatic mail (bounces, mailing software). */
const AUTOMATIC_SENDERS = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+@-]|$)/i;

/** A header's value as it came (the first of its name), unfolded; undefined when absent. */
function header(parsed: ParsedMail, name: string): string | undefined {
  const found = parsed.headerLines.find((h) => h.key === name);
  if (!found) return undefined;
  return found.line
    .slice(found.line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * Why a received message is automatic mail, or null for a person's (issue 46). Automatic mail is set
 * aside: never added to a conversation, never answered, so no loop can start (RFC 3834): an
 * `Auto-Submitted` other than "no", `Precedence` bulk, junk or list, a mailing list's `List-Id` or
 * `List-Unsubscribe`, a delivery status or read report (multipart/report, a bounce's
 * `X-Failed-Recipients`, an empty Return-Path, a mailer-daemon or postmaster sender), an
 * out-of-office answer (`X-Autoreply`, `X-Autorespond`, Microsoft's `X-MS-Exchange-Inbox-Rules-Loop`
 * or an auto-reply subject), and mail from ourselves (`ownAddresses`: the sending address and the
 * reply address, a mail of ours come back).
 */
export function automaticReason(
  parsed: ParsedMail,
  isOwnAddress: (address: string) => boolean,
): string | null {
  const autoSubmitted = header(parsed, 'auto-submitted');
  if (autoSubmitted && autoSubmitted.trim().toLowerCase().split(/[;\s]/)[0] !== 'no')
    return `Auto-Submitted: ${autoSubmitted.trim()}`;
  const precedence = header(parsed, 'precedence')?.trim().toLowerCase();
  if (precedence && ['bulk', 'junk', 'list'].includes(precedence))
    return `Precedence: ${precedence}`;
  for (const name of ['list-id', 'list-unsubscribe'])
    if (header(parsed, name)) return `a mailing list's message (${name})`;
  for (const name of [
    'x-autoreply',
    'x-autorespond',
    'x-autoresponder',
    'x-ms-exchange-inbox-rules-loop',
  ])
    if (header(parsed, name)) return `an automatic answer (${name})`;
  if (header(parsed, 'x-failed-recipients')) return 'a delivery status notification';
  const type = header(parsed, 'content-type')?.split(';')[0].trim().toLowerCase();
  if (type === 'multipart/report') return 'a delivery status notification (multipart/report)';
  const returnPath = header(parsed, 'return-path');
  if (returnPath !== undefined && /^\s*<?\s*>?\s*$/.test(returnPath))
    return 'a delivery status notification (empty Return-Path)';
  const from = parsed.from?.value[0]?.address?.toLowerCase() ?? '';
  if (!from) return 'no sender address';
  if (AUTOMATIC_SENDERS.test(from)) return `an automatic sender (${from.split('@')[0]})`;
  if (isOwnAddress(from)) return 'our own mail, come back';
  if (AUTOMATIC_SUBJECTS.test(parsed.subject ?? '')) return 'an automatic answer (its subject)';
  return null;
}
