import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy on a free loopback port to the service at `port`, as deployments put one in front of BASE_PATH:
 * it passes each request's path on as it is (nginx `proxy_pass http://svc;`), or without `prefix` (`proxy_pass
 * http://svc/;`, Traefik's StripPrefix). Resolves to the proxy's origin.
 */
export async function reverseProxy(port: number, prefix: string, strip: boolean): Promise<{ server: Server; origin: string }> {
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const path = strip && url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
    const upstream = httpRequest({ host: '127.0.0.1', port, method: incoming.method, path, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
