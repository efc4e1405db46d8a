import { send } from '@fastify/send';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the API's signed content links are measured against: @fastify/send alone serving the same
 * directory (argv[2]) over plain node:http, in a process of its own, with the same options as the
 * API's content files and nothing else between the socket and the file.
 */
const root = process.argv[2];
const server = createServer((request, response) => {
  const [path = '/'] = (request.url ?? '/').split('?', 1);
  void send(request, path, { root, index: false, contentType: false, cacheControl: false }).then(
    ({ statusCode, headers, stream }) => {
      response.writeHead(statusCode, { ...headers, 'content-type': 'video/mp4' });
      stream.pipe(response);
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.(`http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
