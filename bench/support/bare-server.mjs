// A bare Node.js HTTP server with nothing in between: the floor a framework and its middleware add to (issue 53,
// item 3; bench/api-load.ts measures both in one run). It answers every request with the bytes of BODY_FILE (what
// the Kenja endpoint it is compared with answers), or with /api/health's body.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE)
  : Buffer.from(JSON.stringify({ ok: true }));
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.byteLength });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
