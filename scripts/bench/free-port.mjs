// A loopback port that was free a moment ago, for a child server that must be
// told its port (docusaurus serve, docusaurus start, the server under test).
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was given')),
      );
    });
  });
}
