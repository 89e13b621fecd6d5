// The import bench's supplier: serves the generated feed files over http on loopback, in a process
// of its own (as a supplier's server is), so the import's process never serves its own feed: on
// PGlite that process's thread runs the database, and a feed served from it would stall during every
// merge. Started by import.bench.mjs with fork(); messages: { serve: path, file } → { served: path },
// and its port is the first message it sends.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const files = new Map();
const server = http.createServer((req, res) => {
  const file = files.get(req.url);
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Length': statSync(file).size });
  createReadStream(file).pipe(res);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  files.set(message.serve, message.file);
  process.send({ served: message.serve });
});
process.on('disconnect', () => process.exit(0));
