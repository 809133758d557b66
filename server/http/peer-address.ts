import "server-only";
import net from "node:net";
import type { IncomingMessage } from "node:http";
import { PEER_HEADER } from "./client-address";

// Next.js gives route handlers no access to the socket, and it fills `X-Forwarded-For` from the
// socket only when the client did not send one, so that header cannot tell the socket's address.
// This wraps the servers' `emit` so that every HTTP request gets `x-portal-peer` = the socket's
// address before Next.js sees it; a value sent by the client under that name is overwritten.

let installed = false;

export function stampPeer(req: IncomingMessage): void {
  req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
}

export function installPeerAddressHeader(): void {
  if (installed) return;
  installed = true;
  const proto = net.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const original = proto.emit;
  proto.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && args[0] && typeof args[0] === "object" && "headers" in (args[0] as object)) {
      stampPeer(args[0] as IncomingMessage);
    }
    return original.call(this, event, ...args);
  };
}
