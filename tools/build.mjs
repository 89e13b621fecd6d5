// npm run build: install if needed, then build every package (nx caches unchanged ones).
import { ensureBuilt, ensureInstalled } from './ensure.mjs';

ensureInstalled();
ensureBuilt();
