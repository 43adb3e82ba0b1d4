/** The approximate place an approval names (domain/place.ts): from a MaxMind-format record, or unknown. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { askerOf } from '../../service/domain/approval.ts';
import { geoipReader, placeName, placeOf } from '../../service/domain/place.ts';
import { PAGE_TEXTS } from '../../service/routes/page.ts';

describe('the place an approval names', () => {
  it('names the city, region and country of a GeoLite2 City record, and the country of a Country one', () => {
    const city = {
      city: { names: { en: 'Bangkok', th: 'กรุงเทพมหานคร' } },
      subdivisions: [{ names: { en: 'Bangkok' } }],
      country: { names: { en: 'Thailand' }, iso_code: 'TH' },
    };
    assert.equal(placeName(city), 'Bangkok, Thailand');
    assert.equal(placeName({ country: { names: { en: 'Singapore' }, iso_code: 'SG' } }), 'Singapore');
    assert.equal(placeName({ country: { iso_code: 'VN' } }), 'VN');
    assert.equal(placeName({}), undefined);
    assert.equal(placeName(null), undefined);
  });

  it('says "unknown place" with the network when no database is configured', async () => {
    assert.equal(await placeOf({}, '203.0.113.49'), undefined);
    const asker = await askerOf(
      {},
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      '203.0.113.49',
      0,
    );
    assert.equal(asker.device, 'Safari on macOS');
    assert.match(PAGE_TEXTS.en.where(asker.place, asker.network), /^unknown place \(network 203\.0\.113\./);
    assert.match(PAGE_TEXTS.th.where(asker.place, asker.network), /^ไม่ทราบตำแหน่ง \(เครือข่าย 203\.0\.113\./);
  });

  it('refuses to start with a database it cannot read, naming what is missing', async () => {
    await assert.rejects(geoipReader('/nonexistent/GeoLite2-City.mmdb'), /mmdb-lib|ENOENT/);
  });
});
