import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the EU's VIES REST API (issue 32): POST `{ countryCode, vatNumber }`
 * answers `{ valid }` for the ids it was told are valid, `{ valid: false }` for others, and
 * while `down` a 500 with MS_UNAVAILABLE as VIES does when a member state's service is away.
 */
export async function startFakeVies(valid: Iterable<string> = []) {
  const known = new Set(valid);
  const asked: string[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        countryCode?: string;
        vatNumber?: string;
      };
      const id = `${body.countryCode ?? ''}${body.vatNumber ?? ''}`;
      asked.push(id);
      res.setHeader('content-type', 'application/json');
      if (down) {
        res
          .writeHead(500)
          .end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
        return;
      }
      res
        .writeHead(200)
        .end(
          JSON.stringify({ countryCode: body.countryCode, vatNumber: body.vatNumber, valid: known.has(id) }),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/check-vat-number`,
    asked,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
