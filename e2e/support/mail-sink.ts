/**
 * The e2e server's mailbox: an SMTP server that keeps every message in memory, and a small
 * HTTP endpoint from which a journey reads the mails sent to an address (e.g. the verification
 * link). Started by playwright.config.ts next to the app; nothing of it ships with the product.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const messages: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((m) => m.to.includes(to)).map((m) => m.raw) : [];
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ messages: found }));
}).listen(httpPort, '127.0.0.1');
