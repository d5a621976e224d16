import type { MailMessage } from "./send-mail.server.ts";

/** What every message is made of; composeMail turns it into a plain-text and an HTML body. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the action: why the recipient got this, how long the link works. */
  footer?: string;
  replyTo?: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain-text and an HTML body with the same content; every text is escaped into the HTML. */
export function composeMail(content: MailContent): MailMessage {
  const { action, footer } = content;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(footer ? [footer] : []),
    "Paperjet",
  ].join("\n\n");
  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(value).replace(/\n/g, "<br>")}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escape(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all">${escape(action.url)}</p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">Paperjet</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join("")}${button}</div>
${footer ? `<p style="margin:16px 0 0;font-size:12px;color:#64748b;line-height:1.5">${escape(footer)}</p>` : ""}
</div></body></html>`;
  return { to: content.to, subject: content.subject, text, html, replyTo: content.replyTo, links: action ? [action.url] : [] };
}
