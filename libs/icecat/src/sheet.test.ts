import { okAnswer } from './__tests__/answers';
import { parseAnswer } from './answer';
import { stripActiveHtml } from './html';
import { IcecatSheetSchema, sheetFromAnswer } from './sheet';

const sheetOf = (json: unknown) => {
  const answer = parseAnswer(json);
  if (!answer) throw new Error('not an answer');
  return sheetFromAnswer(answer, 'en');
};

describe('sheetFromAnswer', () => {
  test('normalises a full answer into a sheet that its own schema accepts and JSON keeps', () => {
    const sheet = sheetOf(okAnswer());
    expect(sheet).toMatchObject({
      icecatId: 90125877,
      language: 'en',
      title: 'Acme Vision 27 - LED monitor - 27"',
      brand: 'Acme',
      productName: 'Vision 27',
      partCode: 'V27-QHD',
      gtins: ['4006381333931', '0400638133393'],
      description: { short: 'Acme Vision 27, 68.6 cm (27"), 2560 x 1440 pixels' },
    });
    expect(sheet?.features).toEqual([
      {
        id: 944,
        name: 'Display diagonal',
        group: 'Display',
        value: '68.6 cm (27")',
        rawValue: '68.6',
        unit: 'cm',
      },
      { id: 3709, name: 'Backlight', group: 'Display', value: 'Yes', rawValue: 'Y', unit: null },
    ]);
    expect(IcecatSheetSchema.parse(JSON.parse(JSON.stringify(sheet)))).toEqual(sheet);
  });

  test('images: the main picture first, then the gallery by No, each URL once', () => {
    expect(sheetOf(okAnswer())?.images).toEqual([
      { url: 'https://images.icecat.biz/img/norm/high/90125877-1.jpg', main: true },
      { url: 'https://images.icecat.biz/img/gallery/90125877_2.jpg', main: false },
      { url: 'https://images.icecat.biz/img/gallery/90125877_3.jpg', main: false },
    ]);
  });

  test('images: only http(s) URLs; protocol-relative ones become https; smaller renditions stand in', () => {
    const sheet = sheetOf(
      okAnswer({
        Image: { HighPic: 'javascript:alert(1)', Pic500x500: '//images.icecat.biz/img/m/1.jpg' },
        Gallery: [
          { Pic: 'ftp://images.icecat.biz/a.jpg' },
          { Pic: '', LowPic: 'http://images.icecat.biz/low/b.jpg' },
          { Pic: 'not a url' },
        ],
      }),
    );
    expect(sheet?.images).toEqual([
      { url: 'https://images.icecat.biz/img/m/1.jpg', main: true },
      { url: 'http://images.icecat.biz/low/b.jpg', main: false },
    ]);
  });

  test('images: without an Image block the gallery main picture is first; without either, none is main', () => {
    const gallery = [
      { Pic: 'https://i.example/2.jpg', No: 2, IsMain: 'N' },
      { Pic: 'https://i.example/1.jpg', No: 5, IsMain: 'Y' },
    ];
    expect(sheetOf(okAnswer({ Image: undefined, Gallery: gallery }))?.images).toEqual([
      { url: 'https://i.example/1.jpg', main: true },
      { url: 'https://i.example/2.jpg', main: false },
    ]);
    const noMain = gallery.map((pic) => ({ ...pic, IsMain: 'N' }));
    expect(sheetOf(okAnswer({ Image: [], Gallery: noMain }))?.images.every((i) => !i.main)).toBe(true);
  });

  test('a sheet without images and without features', () => {
    const sheet = sheetOf(okAnswer({ Image: undefined, Gallery: undefined, FeaturesGroups: undefined }));
    expect(sheet?.images).toEqual([]);
    expect(sheet?.features).toEqual([]);
  });

  test('odd types are tolerated field by field, not by dropping the sheet', () => {
    const sheet = sheetOf({
      msg: 'OK',
      data: {
        GeneralInfo: {
          IcecatId: '123',
          Title: 42,
          Brand: null,
          BrandInfo: { BrandName: 'Acme' },
          ProductName: ['x'],
          BrandPartCode: 1234,
          GTIN: '4006381333931',
          Description: [],
          SummaryDescription: 'oops',
        },
        Image: 'oops',
        Gallery: { not: 'an array' },
        FeaturesGroups: [
          'junk',
          {
            FeatureGroup: [],
            Features: [
              { Feature: { ID: 'abc', Name: { Value: 'Bad id' } }, Value: 'x' },
              { Feature: { ID: 7, Name: { Value: 'No value' } } },
              {
                Feature: { ID: 8, Name: { Value: 'Weight' }, Measure: { Signs: [{ _: 'kg' }] } },
                Value: 2.5,
              },
              42,
            ],
          },
        ],
      },
    });
    expect(sheet).toEqual({
      icecatId: 123,
      language: 'en',
      title: '42',
      brand: 'Acme',
      productName: null,
      partCode: '1234',
      gtins: ['4006381333931'],
      description: { long: null, short: null },
      images: [],
      features: [{ id: 8, name: 'Weight', group: null, value: '2.5', rawValue: null, unit: 'kg' }],
    });
  });

  test('the long text falls back to MiddleDesc, the short one to the long summary; empty texts are null', () => {
    const answer = okAnswer();
    const info = (answer.data as { GeneralInfo: Record<string, unknown> }).GeneralInfo;
    info.Description = { LongDesc: '  ', MiddleDesc: 'Middle <b>text</b>' };
    info.SummaryDescription = { ShortSummaryDescription: '', LongSummaryDescription: 'Long summary' };
    expect(sheetOf(answer)?.description).toEqual({ long: 'Middle <b>text</b>', short: 'Long summary' });
  });

  test('no product: no data or no IcecatId gives null', () => {
    expect(sheetOf({ msg: 'OK' })).toBeNull();
    expect(sheetOf({ msg: 'OK', data: { GeneralInfo: { Title: 'x' } } })).toBeNull();
  });
});

describe('stripActiveHtml', () => {
  test('keeps markup, drops scripts, event handlers and javascript: URLs', () => {
    expect(sheetOf(okAnswer())?.description.long).toBe('<p><b>Sharp</b> picture.</p><img src="x.png">');
    expect(stripActiveHtml('<a href="javascript:go()" onclick=go() ONMOUSEOVER=\'x\'>a</a>')).toBe(
      '<a href="#">a</a>',
    );
    expect(stripActiveHtml('a<SCRIPT src="x.js"></SCRIPT>b<script>never closed')).toBe('ab');
    expect(stripActiveHtml('<ul><li>Bullets, "quotes" & one=two</li></ul>')).toBe(
      '<ul><li>Bullets, "quotes" & one=two</li></ul>',
    );
  });
});
