/**
 * One message's content, laid out twice: as HTML for mail apps (inline styles only, a single column
 * that fits a phone, no images, fonts or anything else fetched from the network, so nothing can tell
 * the sender it was opened) and as the plain text beside it, built from the same parts so both say
 * the same.
 */
import { messageTexts } from './messages.texts.ts';

export type MessageLink = { label: string; url: string };

export type ClinicContact = {
  name: string;
  phone: string;
  address: string;
  email: string | null;
  mapUrl: string;
};

export type MessageContent = {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value rows: the booking number, the date, the amount. */
  facts: [label: string, value: string][];
  /** The one thing to do next, as a button. */
  action?: MessageLink;
  /** Paragraphs after the button. */
  notes?: string[];
  /** Titled blocks: what to bring, opening hours, what happens to the money. */
  sections?: { title: string; lines: string[] }[];
  clinic?: ClinicContact;
  footer: { lines: string[]; settings: MessageLink };
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const FONT = "Tahoma,'Leelawadee UI','Noto Sans Thai',Arial,sans-serif";
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e79';

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 12px;${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

const link = (target: MessageLink, style = '') =>
  `<a href="${escapeHtml(target.url)}" style="color:${ACCENT};${style}">${escapeHtml(target.label)}</a>`;

function factsHtml(facts: MessageContent['facts']): string {
  if (facts.length === 0) return '';
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};vertical-align:top;width:40%;">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-weight:bold;vertical-align:top;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:4px 0 16px;border-top:1px solid #e4e7eb;border-bottom:1px solid #e4e7eb;">${rows}</table>`;
}

function actionHtml(action: MessageLink): string {
  return (
    `<p style="margin:20px 0 8px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px;">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all;">${escapeHtml(messageTexts.orOpenLink)} ${link({ label: action.url, url: action.url })}</p>`
  );
}

function clinicHtml(clinic: ClinicContact): string {
  const lines = [
    `<strong>${escapeHtml(clinic.name)}</strong>`,
    `${escapeHtml(messageTexts.clinic.phone(''))}<a href="tel:${escapeHtml(clinic.phone.replace(/[^\d+]/g, ''))}" style="color:${ACCENT};">${escapeHtml(clinic.phone)}</a>`,
    escapeHtml(messageTexts.clinic.address(clinic.address)),
    ...(clinic.email ? [escapeHtml(messageTexts.clinic.email(clinic.email))] : []),
    link({ label: messageTexts.clinic.map, url: clinic.mapUrl }),
  ];
  return (
    `<div style="margin:20px 0 0;padding:12px 14px;background:#f5f7fa;border-radius:6px;font-size:14px;">` +
    `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(messageTexts.clinic.title)}</p>` +
    `<p style="margin:0;">${lines.join('<br>')}</p></div>`
  );
}

export function toHtml(content: MessageContent): string {
  const sections = (content.sections ?? [])
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 6px;color:${INK};">${escapeHtml(section.title)}</h2>` +
        section.lines.map((line) => paragraph(line, 'margin-bottom:6px;')).join(''),
    )
    .join('');
  const body = [
    `<p style="margin:0 0 4px;font-size:14px;font-weight:bold;color:${ACCENT};">${escapeHtml(messageTexts.appName)}</p>`,
    `<h1 style="font-size:20px;line-height:1.4;margin:0 0 16px;color:${INK};">${escapeHtml(content.heading)}</h1>`,
    paragraph(content.greeting),
    ...content.paragraphs.map((text) => paragraph(text)),
    factsHtml(content.facts),
    content.action ? actionHtml(content.action) : '',
    ...(content.notes ?? []).map((text) => paragraph(text)),
    sections,
    content.clinic ? clinicHtml(content.clinic) : '',
  ].join('');
  const footer = [
    ...content.footer.lines.map((text) => paragraph(text, 'margin-bottom:6px;')),
    `<p style="margin:0;">${link(content.footer.settings)}</p>`,
  ].join('');
  return (
    `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#eef1f4;">` +
    `<div style="max-width:560px;margin:0 auto;padding:16px 12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};">` +
    `<div style="background:#ffffff;border-radius:8px;padding:20px 18px;">${body}</div>` +
    `<div style="padding:16px 6px 0;font-size:13px;line-height:1.5;color:${MUTED};">${footer}</div>` +
    `</div></body></html>`
  );
}

export function toText(content: MessageContent): string {
  const blocks: string[] = [content.heading, content.greeting, ...content.paragraphs];
  if (content.facts.length > 0) blocks.push(content.facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(...(content.notes ?? []));
  for (const section of content.sections ?? []) blocks.push([section.title, ...section.lines].join('\n'));
  if (content.clinic) {
    const clinic = content.clinic;
    blocks.push(
      [
        messageTexts.clinic.title,
        clinic.name,
        messageTexts.clinic.phone(clinic.phone),
        messageTexts.clinic.address(clinic.address),
        ...(clinic.email ? [messageTexts.clinic.email(clinic.email)] : []),
        `${messageTexts.clinic.map}: ${clinic.mapUrl}`,
      ].join('\n'),
    );
  }
  blocks.push(
    ['--', ...content.footer.lines, `${content.footer.settings.label}: ${content.footer.settings.url}`].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
