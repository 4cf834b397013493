import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A local webhook receiver: answers each POST with the next status of `statuses` (then 200). */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const queue = [...statuses];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = queue.shift() ?? 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Answers the next requests with these statuses. */
    answer: (...next: number[]) => queue.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
