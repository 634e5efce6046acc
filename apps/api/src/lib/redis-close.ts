import type { Redis } from 'ioredis';

/** Resolves once the client is connected, has ended, or `waitMs` has passed. */
export async function waitReady(client: Redis, waitMs = 2_000): Promise<void> {
  if (client.status === 'ready' || client.status === 'end') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    client.once('ready', done);
    client.once('end', done);
  });
}

/**
 * Closes a Redis client without losing the commands it still owes: QUIT is sent once the client is
 * connected (waiting a little for a connection still being made), so the replies to commands already
 * queued (a Socket.IO adapter's subscribe and unsubscribe) arrive before the socket closes. A close
 * right after start would otherwise reject them with "Connection is closed", unhandled.
 */
export async function closeRedis(client: Redis): Promise<void> {
  await waitReady(client);
  if (client.status === 'end') return;
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
