import { randomInt, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { IncomingMessage } from 'node:http';

/** Crockford's base 32: no I, L, O or U, so a code read off a screen cannot be mistyped as a look-alike. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;
/** Wrong short codes before the short code stops working (the full token address still works). */
export const MAX_WRONG_CODES = 10;
export const PAIR_COOKIE = 'tachanka_pair';

/** The machine's own IPv4 addresses on its networks (not loopback): the only LAN hosts the web host answers to. */
export function ownLanAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/** A short per-launch code (50 bits) for typing on a tablet, shown as two groups of five. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function isLoopbackClient(req: IncomingMessage): boolean {
  const remote = req.socket.remoteAddress ?? '';
  return remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
}

export function sameSecret(sent: string, secret: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a page may go to a client on the network: it must show the token or the short code in `?pair=`, or the
 * cookie set by an earlier pairing. Pages carry the token, so handing them to anyone on the network would let any
 * device there call the Api. Wrong short codes are counted; past the limit only the full token pairs.
 */
export class PairingGate {
  private wrongCodes = 0;
  constructor(private readonly token: string, readonly code: string) {}

  /** 'paired-now' when the query paired (the caller sets the cookie), 'paired' by cookie, else 'refused'. */
  check(req: IncomingMessage): 'paired-now' | 'paired' | 'refused' {
    if (sameSecret(cookieValue(req.headers.cookie, PAIR_COOKIE) ?? '', this.token)) return 'paired';
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const sent = query.get('pair');
    if (sent === null) return 'refused';
    if (sameSecret(sent, this.token)) return 'paired-now';
    if (this.wrongCodes >= MAX_WRONG_CODES) return 'refused';
    if (sameSecret(normaliseCode(sent), this.code)) return 'paired-now';
    this.wrongCodes++;
    return 'refused';
  }

  cookie(): string {
    return `${PAIR_COOKIE}=${this.token}; Path=/; HttpOnly; SameSite=Strict`;
  }
}

function normaliseCode(sent: string): string {
  const plain = sent.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
