/** What other features use from deals: the path of a deal's page (notifications link to it too). */
export const dealPath = (id: string) => `/deals/${id}`;
