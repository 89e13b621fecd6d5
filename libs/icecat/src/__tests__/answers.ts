// Answers in Icecat's live JSON shape (field names as in Tjark-Kuehl/open-icecat's IIcecatProduct and
// iceclog's error table), for the client's unit tests. The fake Icecat builds its own with icecatAnswer().

/** A full success answer for one product; `overrides` replace parts of `data`. */
export function okAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    msg: 'OK',
    data: {
      GeneralInfo: {
        IcecatId: 90125877,
        Title: 'Acme Vision 27 - LED monitor - 27"',
        Brand: 'Acme',
        BrandInfo: {
          BrandName: 'Acme',
          BrandLocalName: '',
          BrandLogo: 'https://images.icecat.biz/img/brand/acme.png',
        },
        ProductName: 'Vision 27',
        BrandPartCode: 'V27-QHD',
        GTIN: ['4006381333931', '0400638133393'],
        Category: { CategoryID: 1584, Name: { Value: 'Computer monitors', Language: 'EN' } },
        Description: {
          ID: 1,
          LongDesc:
            '<p><b>Sharp</b> picture.</p><script>alert(1)</script><img src="x.png" onerror="steal()">',
          MiddleDesc: 'Middle text',
          LongProductName: '',
        },
        SummaryDescription: {
          ShortSummaryDescription: 'Acme Vision 27, 68.6 cm (27"), 2560 x 1440 pixels',
          LongSummaryDescription: 'Acme Vision 27. Display diagonal: 68.6 cm (27")…',
        },
      },
      Image: {
        HighPic: 'https://images.icecat.biz/img/norm/high/90125877-1.jpg',
        HighPicSize: 120000,
        LowPic: 'https://images.icecat.biz/img/norm/low/90125877-1.jpg',
        Pic500x500: 'https://images.icecat.biz/img/gallery_mediums/90125877-1.jpg',
        ThumbPic: 'https://images.icecat.biz/thumbs/90125877.jpg',
      },
      Gallery: [
        {
          ID: 2,
          Pic: 'https://images.icecat.biz/img/gallery/90125877_3.jpg',
          LowPic: 'https://images.icecat.biz/img/gallery_lows/90125877_3.jpg',
          Pic500x500: 'https://images.icecat.biz/img/gallery_mediums/90125877_3.jpg',
          No: 3,
          IsMain: 'N',
          Type: 'ProductImage',
        },
        {
          ID: 1,
          Pic: 'https://images.icecat.biz/img/norm/high/90125877-1.jpg',
          LowPic: 'https://images.icecat.biz/img/gallery_lows/90125877_1.jpg',
          No: 1,
          IsMain: 'Y',
        },
        { ID: 3, Pic: 'https://images.icecat.biz/img/gallery/90125877_2.jpg', No: 2, IsMain: 'N' },
      ],
      FeaturesGroups: [
        {
          ID: 10,
          SortNo: '1',
          FeatureGroup: { ID: '10', Name: { Value: 'Display', Language: 'EN' } },
          Features: [
            {
              Localized: 0,
              ID: 101,
              Type: 'numerical',
              Value: '68.6',
              PresentationValue: '68.6 cm (27")',
              RawValue: '68.6',
              Feature: {
                ID: '944',
                Sign: 'cm',
                Measure: { ID: '4', Sign: 'cm', Signs: { ID: '1', _: 'cm', Language: 'EN' } },
                Name: { Value: 'Display diagonal', Language: 'EN' },
              },
            },
            {
              ID: 102,
              Type: 'y_n',
              Value: 'Y',
              PresentationValue: 'Yes',
              RawValue: 'Y',
              Feature: {
                ID: '3709',
                Measure: { ID: '29', Sign: '' },
                Name: { Value: 'Backlight', Language: 'EN' },
              },
            },
          ],
        },
      ],
      ...overrides,
    },
  };
}

/** An error answer body as Icecat sends it: HTTP-like `Code`, Icecat's `StatusCode`, `Message`. */
export function errorAnswer(code: number, statusCode: number, message: string): Record<string, unknown> {
  return { Code: code, StatusCode: statusCode, Message: message };
}
