export const dealKeys = {
  all: ['deals'] as const,
  mine: (role: 'buyer' | 'seller') => ['deals', 'mine', role] as const,
  one: (id: string) => ['deals', 'one', id] as const,
  contract: (id: string, lang: string) => ['deals', 'contract', id, lang] as const,
  admin: (status: string) => ['deals', 'admin', status] as const,
};
