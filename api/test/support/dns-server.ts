// A DNS server of the tests' own on a free loopback UDP port, answering SRV and TXT questions from a
// table (RFC 1035 wire format, just what a resolver's plain query needs): the RFC 6764 step of
// account discovery is tested without any network. Unknown names answer NXDOMAIN.
import { createSocket } from 'node:dgram';

export interface SrvRecord {
  priority: number;
  weight: number;
  port: number;
  target: string;
}

export interface DnsTable {
  srv?: Record<string, SrvRecord[]>;
  txt?: Record<string, string[]>;
}

const SRV = 33;
const TXT = 16;

const nameBytes = (name: string) =>
  Buffer.concat([
    ...name
      .split('.')
      .filter(Boolean)
      .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);

function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  for (let length = query[at] ?? 0; length > 0; length = query[at] ?? 0) {
    labels.push(query.subarray(at + 1, at + 1 + length).toString());
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

function answer(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

function reply(query: Buffer, table: DnsTable): Buffer {
  const q = readQuestion(query);
  const answers =
    q.type === SRV
      ? (table.srv?.[q.name] ?? []).map((r) => {
          const fixed = Buffer.alloc(6);
          fixed.writeUInt16BE(r.priority, 0);
          fixed.writeUInt16BE(r.weight, 2);
          fixed.writeUInt16BE(r.port, 4);
          return answer(SRV, Buffer.concat([fixed, r.target === '.' ? Buffer.from([0]) : nameBytes(r.target)]));
        })
      : q.type === TXT
        ? (table.txt?.[q.name] ?? []).map((t) => answer(TXT, Buffer.concat([Buffer.from([t.length]), Buffer.from(t)])))
        : [];
  const known = Boolean(table.srv?.[q.name] ?? table.txt?.[q.name]);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // a response, recursion available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, query.subarray(12, q.end), ...answers]);
}

/** Starts the server; its address for Resolver.setServers, and stop. */
export async function startDnsServer(table: DnsTable): Promise<{ server: string; stop: () => Promise<void> }> {
  const socket = createSocket('udp4');
  socket.on('message', (query, from) => socket.send(reply(query, table), from.port, from.address));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { server: `127.0.0.1:${socket.address().port}`, stop: () => new Promise((resolve) => socket.close(() => resolve())) };
}
