import net from 'node:net';

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': not in a transaction
const SSL_REQUEST_CODE = 80877103;

export interface SerializingProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A Postgres wire-protocol proxy in front of pglite-socket that lets one connection talk at a time:
 * a connection takes the turn when it sends, and gives it back when the server says ReadyForQuery
 * with no transaction open. pglite-socket 0.2 interleaves the extended-protocol messages of
 * concurrent connections (so prepared statements collide and transactions hang); behind this proxy
 * any number of clients in any number of processes (the emulator, the api, psql) share one PGlite
 * safely, as they would share a real Postgres.
 */
export async function startSerializingProxy(options: {
  upstreamPort: number;
  port: number;
  host?: string;
}): Promise<SerializingProxy> {
  const host = options.host ?? '127.0.0.1';
  let owner: Session | null = null;
  const queue: Session[] = [];
  const sessions = new Set<Session>();

  const handOver = () => {
    owner = null;
    while (!owner && queue.length) {
      const next = queue.shift();
      if (next && !next.closed) {
        owner = next;
        next.flush();
      }
    }
  };

  const requestTurn = (session: Session) => {
    if (owner === null) owner = session;
    if (owner === session) session.flush();
    else if (!queue.includes(session)) queue.push(session);
  };

  class Session {
    readonly upstream: net.Socket;
    private pending: Buffer[] = [];
    private received = Buffer.alloc(0);
    private firstPacket = true;
    private expectSslAnswer = false;
    closed = false;

    constructor(readonly client: net.Socket) {
      this.upstream = net.connect(options.upstreamPort, host);
      client.on('data', (chunk) => this.fromClient(chunk));
      this.upstream.on('data', (chunk) => this.fromServer(chunk));
      const end = () => this.close();
      client.on('close', end);
      client.on('error', end);
      this.upstream.on('close', end);
      this.upstream.on('error', end);
    }

    private fromClient(chunk: Buffer) {
      if (this.firstPacket && chunk.length >= 8 && chunk.readInt32BE(4) === SSL_REQUEST_CODE) {
        this.expectSslAnswer = true; // answered by one untyped byte ('N')
      }
      this.firstPacket = false;
      this.pending.push(chunk);
      requestTurn(this);
    }

    flush() {
      for (const chunk of this.pending) this.upstream.write(chunk);
      this.pending = [];
    }

    private fromServer(chunk: Buffer) {
      this.client.write(chunk);
      let data = Buffer.concat([this.received, chunk]);
      if (this.expectSslAnswer && data.length > 0) {
        this.expectSslAnswer = false;
        data = data.subarray(1);
        this.firstPacket = true; // the startup message follows
        if (owner === this) handOver();
      }
      // Walk whole messages: a type byte, then a length that counts itself.
      let idleAgain = false;
      while (data.length >= 5) {
        const length = data.readInt32BE(1);
        if (data.length < 1 + length) break;
        if (data[0] === READY_FOR_QUERY) idleAgain = data[5] === IDLE;
        data = data.subarray(1 + length);
      }
      this.received = Buffer.from(data);
      if (idleAgain && owner === this && this.pending.length === 0) handOver();
    }

    close() {
      if (this.closed) return;
      this.closed = true;
      sessions.delete(this);
      this.client.destroy();
      this.upstream.destroy();
      const waiting = queue.indexOf(this);
      if (waiting >= 0) queue.splice(waiting, 1);
      if (owner === this) handOver();
    }
  }

  const server = net.createServer((client) => sessions.add(new Session(client)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.close();
        server.close(() => resolve());
      }),
  };
}
