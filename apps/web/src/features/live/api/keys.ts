export const liveKeys = {
  all: ['live'] as const,
  room: (sessionId: string) => ['live', 'room', sessionId] as const,
  messages: (sessionId: string) => ['live', 'messages', sessionId] as const,
  reminders: ['live', 'reminders'] as const,
};
