import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '#server/db/schema/messaging.ts';
import { requestPhotos, requests } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { consumerJobsOf, recordedEvents, runConsumers } from '#server/test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A small PNG with an EXIF block carrying a GPS-like marker that must not survive the upload. */
async function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 4, channels: 3, background: '#2255aa' } })
    .withExif({ IFD0: { Artist: 'GEHEIM-GPS-48.7758N', Copyright: 'GEHEIM-GPS-48.7758N' } })
    .png()
    .toBuffer();
}

async function jpegRotated(): Promise<Buffer> {
  // Orientation 6: stored 8×4 but displayed rotated by 90°, i.e. 4×8.
  return sharp({ create: { width: 8, height: 4, channels: 3, background: '#aa5522' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

function createRequest(
  client: Client,
  fields: Record<string, string>,
  files: Parameters<typeof given.multipart>[1] = [],
) {
  const { body, headers } = given.multipart(fields, files);
  return client.request('POST', '/api/v1/buyer/requests', body, headers);
}

const png = (data: Buffer, fileName = 'foto.png') => ({ fileName, contentType: 'image/png', data });

describe('new request (spec 1 §5)', () => {
  it('creates an active request with defaults and photos stripped of metadata', async () => {
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const res = await createRequest(client, { partNumber: '  R900561274 ', manufacturer: 'Bosch Rexroth' }, [
      png(await pngWithExif()),
      { fileName: 'kamera.jpg', contentType: 'image/jpeg', data: await jpegRotated() },
    ]);
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      partNumber: 'R900561274',
      manufacturer: 'Bosch Rexroth',
      quantity: 1,
      urgency: 'normal',
      status: 'active',
      offerCount: 0,
    });
    expect(view.photos).toHaveLength(2);

    const first = await client.get(view.photos[0].url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.includes(Buffer.from('GEHEIM-GPS'))).toBe(false);
    expect((await sharp(first.rawPayload).metadata()).exif).toBeUndefined();

    const second = await client.get(view.photos[1].url);
    const meta = await sharp(second.rawPayload).metadata();
    expect({ w: meta.width, h: meta.height, orientation: meta.orientation }).toEqual({
      w: 4,
      h: 8,
      orientation: undefined,
    });

    // A seller without brand preferences sees every request and is told about it, by the
    // request's event and its consumers' jobs (decision 038), which the worker runs after the answer.
    const [event] = await recordedEvents(t.database.db, 'request.created', 'requestId', res.json().id);
    // At the record: the audience (decision 068), the stock matcher (issue 31) and the admin chart
    // weeks (decision 069); live, webhooks, notifications and push follow the audience's job.
    expect((await consumerJobsOf(t.database.db, event!.id)).map((j) => j.type)).toEqual([
      'event.audience',
      'event.charts',
      'event.stock',
    ]);
    expect(await runConsumers(t.database.db)).toBeGreaterThanOrEqual(1);
    const told = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.payload}->>'to' = ${seller.email} and ${jobs.payload}->>'templateType' = 'new_request_notification'`,
      );
    expect(told).toHaveLength(1);

    const rows = await t.database.db.select().from(requestPhotos).where(eq(requestPhotos.requestId, view.id));
    expect(rows.map((r) => r.storageKey).sort()).toEqual([
      `request-attachments/${buyer.id}/${view.id}/1.png`,
      `request-attachments/${buyer.id}/${view.id}/2.jpg`,
    ]);
  });

  it.each([
    [{ partNumber: '   ' }, 'Bitte geben Sie eine Teilenummer ein'],
    [{ partNumber: 'X1', quantity: '0' }, 'Die Menge muss mindestens 1 sein'],
    [{ partNumber: 'X1', urgency: 'sofort' }, 'Bitte wählen Sie eine Dringlichkeit'],
    [
      { partNumber: 'X1', costCentre: 'K'.repeat(51) },
      'Die Kostenstelle darf höchstens 50 Zeichen lang sein',
    ],
    [
      { partNumber: 'X1', machineNumber: 'M'.repeat(101) },
      'Die Maschinennummer darf höchstens 100 Zeichen lang sein',
    ],
  ])('refuses %o with its German message', async (fields, message) => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await createRequest(client, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps the cost centre and machine number for the buyer (issue 34); blank is none', async () => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await createRequest(client, {
      partNumber: 'KST-1',
      costCentre: ' 4711 ',
      machineNumber: 'Presse 3',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ costCentre: '4711', machineNumber: 'Presse 3' });
    const blank = await createRequest(client, { partNumber: 'KST-2', costCentre: '  ' });
    expect(blank.json()).toMatchObject({ costCentre: null, machineNumber: null });
  });

  it('refuses a sixth photo with "Maximal 5 Fotos erlaubt" and saves nothing', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const img = await pngWithExif();
    const res = await createRequest(
      client,
      { partNumber: 'X6' },
      Array.from({ length: 6 }, () => png(img)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Maximal 5 Fotos erlaubt');
    expect(await t.database.db.select().from(requests).where(eq(requests.buyerId, buyer.id))).toHaveLength(0);
  });

  it('checks images by content, not by name or declared type', async () => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const fake = { fileName: 'foto.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7 kein Bild') };
    const res = await createRequest(client, { partNumber: 'X2' }, [fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nur Bilddateien (JPEG, PNG, WebP oder GIF) sind erlaubt');

    const broken = {
      fileName: 'x.png',
      contentType: 'image/png',
      data: (await pngWithExif()).subarray(0, 40),
    };
    expect((await createRequest(client, { partNumber: 'X2' }, [broken])).json().message).toBe(
      'Nur Bilddateien (JPEG, PNG, WebP oder GIF) sind erlaubt',
    );
  });

  it('refuses a photo over 10 MB', async () => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const big = Buffer.concat([await pngWithExif(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await createRequest(client, { partNumber: 'X3' }, [png(big)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ein Foto darf höchstens 10 MB groß sein');
  });

  it('saves nothing when storing a photo fails', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const blobs = t.app.deps.blobs;
    const stored: string[] = [];
    const deleted: string[] = [];
    let calls = 0;
    t.app.deps.blobs = {
      ...blobs,
      async put(key, data, type) {
        calls += 1;
        if (calls === 2) throw new Error('Speicher nicht erreichbar');
        stored.push(key);
        await blobs.put(key, data, type);
      },
      async delete(key) {
        deleted.push(key);
        await blobs.delete(key);
      },
    };
    try {
      const img = await pngWithExif();
      const res = await createRequest(client, { partNumber: 'X4' }, [png(img), png(img)]);
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.deps.blobs = blobs;
    }
    expect(await t.database.db.select().from(requests).where(eq(requests.buyerId, buyer.id))).toHaveLength(0);
    expect(deleted).toEqual(stored);
    expect(await blobs.get(stored[0]!)).toBeNull();
  });
});

describe('photos are private', () => {
  it('serves a photo to its owner only; another buyer or a seller gets 404', async () => {
    const owner = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await createRequest(owner, { partNumber: 'P1' }, [png(await pngWithExif())]);
    const url = res.json().photos[0].url as string;
    expect((await owner.get(url)).statusCode).toBe(200);
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.get(url)).statusCode).toBe(404);
    const seller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await seller.get(url)).statusCode).toBe(404);
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
  });
});
