import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;
let socketToken: string | null = null;

/** One Socket.IO connection per session token, same origin, path /socket.io. */
export function connectSocket(token: string): Socket {
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  socketToken = token;
  socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

export function currentSocket(): Socket | null {
  return socket;
}
