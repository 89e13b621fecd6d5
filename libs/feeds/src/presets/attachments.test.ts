// Attachments: which are product pictures and which documents, and secrets kept out of both.
import {
  extensionOf,
  hasCredentials,
  isImage,
  redactCredentials,
  splitAttachments,
  type Attachment,
} from './attachments';

const attachment = (
  source: string,
  type: string | null = null,
  purpose: string | null = null,
): Attachment => ({
  source,
  type,
  purpose,
  description: null,
});

describe('isImage', () => {
  it.each([
    ['an image MIME type', attachment('p.jpg', 'image/jpeg', 'normal'), true],
    ['an image with purpose others (application photos)', attachment('a.jpg', 'image/jpeg', 'others'), true],
    ['no type, an image extension', attachment('https://cdn.example/p.PNG?w=800'), true],
    ['no type and no extension (as BMEcat sources often are)', attachment('images/12345'), true],
    ['a PDF by type', attachment('sheet.pdf', 'application/pdf', 'data_sheet'), false],
    ['a PDF by extension', attachment('docs/manual.pdf'), false],
    ['an HTML page', attachment('specs.html', 'text/html', 'others'), false],
    ['a BMEcat url (deeplink)', attachment('http://example.com/product/1', 'url', 'others'), false],
    ['a JPEG data sheet (by purpose)', attachment('sheet.jpg', 'image/jpeg', 'data_sheet'), false],
    ['a safety data sheet', attachment('sds.png', null, 'SAFETY_DATA_SHEET'), false],
    ['a CAD file by extension', attachment('model.stp', null, 'others'), false],
    [
      'an image URL with a password in it',
      attachment('https://u:secret@cdn.example/p.jpg', 'image/jpeg'),
      false,
    ],
  ])('%s: %s', (_, value, expected) => {
    expect(isImage(value)).toBe(expected);
  });
});

describe('credentials', () => {
  it.each([
    ['http://catalog.example/cgi?Startup=x&UserID=webuser&Password=webuser&Lang=en', true],
    ['https://user:pa55@files.example/a.pdf', true],
    ['https://files.example/a.pdf?token=abc', true],
    ['https://files.example/a.pdf#api_key=abc', true],
    ['https://user@files.example/a.pdf', false],
    ['http://files.example:8080/a@2x.png', false],
    ['https://files.example/passport.pdf?passes=2', false],
  ])('%s → %s', (url, expected) => {
    expect(hasCredentials(url)).toBe(expected);
  });

  it('replaces the values of secrets, keeps the rest of the link', () => {
    expect(redactCredentials('http://c.example/cgi?UserID=webuser&Password=webuser&ObjectID=1')).toBe(
      'http://c.example/cgi?UserID=webuser&Password=***&ObjectID=1',
    );
    expect(redactCredentials('https://user:pa55@files.example/a.pdf?token=abc')).toBe(
      'https://user:***@files.example/a.pdf?token=***',
    );
  });
});

describe('extensionOf', () => {
  it.each([
    ['a/b/c.JPG', 'jpg'],
    ['https://x.example/a.pdf?v=2#p', 'pdf'],
    ['https://x.example/cgi-bin/run.exe?a=b.c', 'exe'],
    ['https://x.example/dir.d/file', null],
    ['.hidden', null],
    ['name.', null],
  ])('%s → %s', (source, expected) => {
    expect(extensionOf(source)).toBe(expected);
  });
});

describe('splitAttachments', () => {
  it('pictures as sources, the rest as documents (secrets redacted), each source once, blanks dropped', () => {
    const result = splitAttachments([
      { ...attachment(' p.jpg ', 'image/jpeg', 'normal'), description: 'Front' },
      { ...attachment('sheet.pdf', 'application/pdf', 'data_sheet'), description: ' Data sheet ' },
      attachment('p.jpg', 'image/jpeg', 'detail'),
      attachment('  '),
      attachment('http://c.example/cgi?Password=webuser&ObjectID=1', 'url', 'data_sheet'),
    ]);
    expect(result).toEqual({
      images: ['p.jpg'],
      documents: [
        { url: 'sheet.pdf', type: 'application/pdf', purpose: 'data_sheet', description: 'Data sheet' },
        {
          url: 'http://c.example/cgi?Password=***&ObjectID=1',
          type: 'url',
          purpose: 'data_sheet',
          description: null,
        },
      ],
    });
  });
});
