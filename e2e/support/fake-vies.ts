import http from 'node:http';

/*
 * The journeys' stand-in for the EU's VIES REST API (issue 32): the app server asks it instead of
 * the EU (VIES_URL in playwright.config.ts). Ids starting with ATU1234 and DE are valid, others not.
 */
const port = Number(process.env.FAKE_VIES_PORT ?? 6202);

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST') return void res.writeHead(200).end('{"ok":true}');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        countryCode?: string;
        vatNumber?: string;
      };
      const id = `${body.countryCode ?? ''}${body.vatNumber ?? ''}`;
      const valid = id.startsWith('ATU1234') || id.startsWith('DE');
      res
        .writeHead(200)
        .end(JSON.stringify({ countryCode: body.countryCode, vatNumber: body.vatNumber, valid }));
    });
  })
  .listen(port, '127.0.0.1');
