import { defineContract } from '../contract';
import { advanceDevClockBody, devClockSchema, healthResponse, versionQuery, versionResponse } from './app.schema';

export const appContract = defineContract('app', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness with a database check',
    auth: 'none',
    response: healthResponse,
  },
  version: {
    method: 'GET',
    path: '/api/app/version',
    summary: 'Latest app version and whether updating is mandatory',
    auth: 'none',
    query: versionQuery,
    response: versionResponse,
  },
});

/** Browser journeys only (DEV_CLOCK_CONTROL, never in production): the server clock. */
export const devClockContract = defineContract('dev', {
  clock: {
    method: 'GET',
    path: '/api/dev/clock',
    summary: 'Development only: the server time',
    auth: 'none',
    hidden: true,
    response: devClockSchema,
  },
  advanceClock: {
    method: 'POST',
    path: '/api/dev/clock',
    summary: 'Development only: move the server clock forward',
    auth: 'none',
    hidden: true,
    body: advanceDevClockBody,
    response: devClockSchema,
  },
});
