import { existsSync } from 'node:fs';
import { FeedError, openFeedSource } from '@feedhub/feeds';
import { demoFeedFile, feedSourceOptions, resolveFeedLocation } from './feed-source';

describe('resolveFeedLocation', () => {
  it('opens demo:<file> of DEMO_FEEDS as the bundled file, files allowed', () => {
    const resolved = resolveFeedLocation('demo:demo-xml.xml');
    expect(resolved.allowFiles).toBe(true);
    expect(resolved.location).toMatch(/fixtures[\\/]demo-xml\.xml$/);
    expect(existsSync(resolved.location)).toBe(true);
  });

  it.each([
    'https://supplier.example/feed.xml',
    'demo:nope.xml',
    'demo:bad/xxe-file.xml',
    'demo:../../../etc/passwd',
    '/etc/passwd',
    'file:///etc/passwd',
    'fixtures/demo-xml.xml',
  ])('passes %j on as it is, files refused', (url) => {
    expect(resolveFeedLocation(url)).toEqual({ location: url, allowFiles: false });
  });

  it('lets the feeds library refuse a file path or file: URL a user typed', async () => {
    for (const url of ['/etc/passwd', 'file:///etc/passwd', 'demo:bad/xxe-file.xml']) {
      const { location, allowFiles } = resolveFeedLocation(url);
      const opened = openFeedSource(location, undefined, {
        ...feedSourceOptions({ FEED_ALLOWED_NETWORKS: [] }),
        allowFiles,
      });
      await expect(opened).rejects.toBeInstanceOf(FeedError);
      await expect(opened).rejects.toMatchObject({
        key: expect.stringMatching(/^feed_(file_forbidden|url_protocol)$/),
      });
    }
  });

  it('reads a demo feed', async () => {
    const { location, allowFiles } = resolveFeedLocation('demo:demo-xml.xml');
    const source = await openFeedSource(location, undefined, { allowFiles });
    let bytes = 0;
    for await (const chunk of source.stream) bytes += chunk.length;
    expect(bytes).toBeGreaterThan(100);
  });
});

describe('demoFeedFile', () => {
  it('names only listed files', () => {
    expect(demoFeedFile('demo:demo-csv.csv')).toBe('demo-csv.csv');
    expect(demoFeedFile('demo:demo-csv.params.json')).toBeNull();
    expect(demoFeedFile('https://x.example/demo:demo-csv.csv')).toBeNull();
  });
});

describe('feedSourceOptions', () => {
  it('hands the allowed networks to the feeds library', () => {
    expect(feedSourceOptions({ FEED_ALLOWED_NETWORKS: ['127.0.0.1'] })).toEqual({
      allowedNetworks: ['127.0.0.1'],
    });
  });
});
