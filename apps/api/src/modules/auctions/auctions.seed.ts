/** Demo data: filled in below. */
export async function seedAuctions(): Promise<void> {}
