import net from 'node:net';

/** A free TCP port on 127.0.0.1, chosen by the OS (for servers a test starts: nginx, Redis, the API…). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
