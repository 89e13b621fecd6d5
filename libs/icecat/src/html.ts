// Icecat's marketing texts are HTML (<b>, <br>, lists) and go into a PIM text field as they are, minus
// what would run in a browser showing them: <script> elements, on* event attributes and javascript: URLs.
// Not a full sanitiser: the field's renderer must still treat it as untrusted HTML.

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?(<\/script\s*>|$)/gi;
const STRAY_SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
const EVENT_ATTRIBUTE = /(<[^>]*?)\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /(\s(?:href|src|action|formaction)\s*=\s*["']?)\s*javascript:[^"'\s>]*/gi;

/** The HTML without <script> elements, on*= attributes and javascript: URLs. */
export function stripActiveHtml(html: string): string {
  let out = html.replace(SCRIPT_ELEMENT, '').replace(STRAY_SCRIPT_TAG, '');
  // A tag may carry several handlers: repeat until none is left.
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(EVENT_ATTRIBUTE, '$1');
  }
  return out.replace(SCRIPT_URL, '$1#');
}
