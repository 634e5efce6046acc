import type { AppContext } from '../../context';
import type { UploadsService } from '../uploads/uploads.service';

export interface DriversDeps {
  uploads: UploadsService;
}

/** Renters' driver records with private licence images. */
export class DriversService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: DriversDeps,
  ) {}
}
