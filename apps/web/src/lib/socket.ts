import { io, type Socket } from 'socket.io-client';
import { API_ORIGIN } from './api';

let socket: Socket | null = null;
let socketToken: string | null = null;

/** One Socket.IO connection per session token, to the API's origin, path /socket.io. */
export function connectSocket(token: string): Socket {
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  socketToken = token;
  const options = { path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] };
  socket = API_ORIGIN ? io(API_ORIGIN, options) : io(options);
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
