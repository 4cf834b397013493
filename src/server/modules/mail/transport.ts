import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post, decision 060). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'kept': no SMTP_URL, the mail stays in email_logs (the embedded default). */
  kind: 'smtp' | 'kept';
  send(msg: MailMessage): Promise<void>;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { kind: 'kept', send: async () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(msg) {
      await transporter.sendMail(msg);
    },
  };
}
