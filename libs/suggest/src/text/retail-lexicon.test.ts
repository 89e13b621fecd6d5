import { RETAIL_LEXICON } from './retail-lexicon.data';
import { renderRetailWords } from './retail-lexicon';
import { normalizeText } from './normalize';

describe('renderRetailWords: the retail lexicon', () => {
  it('renders Latvian and Estonian department words in English, inflected forms included', () => {
    expect(renderRetailWords('Portatīvie datori')).toBe('laptops');
    expect(renderRetailWords('Portatīvo datoru somas')).toBe('laptops bags');
    expect(renderRetailWords('Sadzīves tehnika')).toBe('home appliances');
    expect(renderRetailWords('Lielā sadzīves tehnika')).toBe('large appliances');
    expect(renderRetailWords('Sülearvutid')).toBe('laptops');
  });

  it('renders everyday words the pivot does not use, keeping the words it does not know', () => {
    expect(renderRetailWords('Handys')).toBe('mobile phones');
    expect(renderRetailWords('Näytönohjaimet')).toBe('video cards');
    expect(renderRetailWords('Gaming Notebooks')).toBe('gaming laptops');
  });

  it('keeps the separators between the parts of a level, unless one entry names the whole level', () => {
    expect(renderRetailWords('Festplatten & SSDs')).toBe('hard drives & SSDs');
    expect(renderRetailWords('Krepšiai, kuprinės')).toBe('bags, backpacks');
    expect(renderRetailWords('Image & Son')).toBe('television audio');
  });

  it('knows nothing of other words and of a word much longer than an entry', () => {
    expect(renderRetailWords('Waschmaschinen')).toBeNull();
    expect(renderRetailWords('Datorprogrammētājiem')).toBeNull();
    expect(renderRetailWords('')).toBeNull();
    expect(renderRetailWords('🎮 !!')).toBeNull();
  });

  it('has normalised entries, each once', () => {
    const keys = RETAIL_LEXICON.map(([words]) => words);
    for (const key of keys) expect(normalizeText(key)).toBe(key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
