/**
 * World Manufacturer Identifiers (the first three characters of a VIN) of the makes sold in the
 * UAE, mapped to catalogue brand ids for offline VIN decoding.
 *
 * Source: compiled by the team from the public ISO 3780 WMI assignments (as published by the
 * SAE/NHTSA WMI registry) for the manufacturers in the catalogue. Some makers share a WMI across
 * brands (e.g. FCA's 1C4 for Chrysler, Dodge and Jeep): a longer prefix (WMI plus the maker's line
 * code) decides where one is known, otherwise the brand is null and only the maker is returned.
 */
type WmiEntry = readonly [prefix: string, brandId: string | null, maker: string, country: string];

const JP = 'Japan';
const US = 'United States';
const CA = 'Canada';
const MX = 'Mexico';
const DE = 'Germany';
const GB = 'United Kingdom';
const KR = 'South Korea';
const CN = 'China';
const IT = 'Italy';
const FR = 'France';
const TH = 'Thailand';

const ENTRIES: readonly WmiEntry[] = [
  // Toyota and Lexus (JT* is Toyota unless listed below)
  ['JT', 'toyota', 'Toyota Motor Corporation', JP],
  ['JTH', 'lexus', 'Toyota Motor Corporation (Lexus)', JP],
  ['JTJ', 'lexus', 'Toyota Motor Corporation (Lexus)', JP],
  ['JT6', 'lexus', 'Toyota Motor Corporation (Lexus)', JP],
  ['JT8', 'lexus', 'Toyota Motor Corporation (Lexus)', JP],
  ['2T1', 'toyota', 'Toyota Motor Manufacturing Canada', CA],
  ['2T3', 'toyota', 'Toyota Motor Manufacturing Canada', CA],
  ['2T2', 'lexus', 'Toyota Motor Manufacturing Canada (Lexus)', CA],
  ['4T1', 'toyota', 'Toyota Motor Manufacturing Kentucky', US],
  ['4T3', 'toyota', 'Toyota Motor North America', US],
  ['4T4', 'toyota', 'Toyota Motor North America', US],
  ['5TD', 'toyota', 'Toyota Motor Manufacturing Indiana', US],
  ['5TF', 'toyota', 'Toyota Motor Manufacturing Texas', US],
  ['5TE', 'toyota', 'Toyota Motor North America', US],
  ['58A', 'lexus', 'Toyota Motor North America (Lexus)', US],
  ['MR0', 'toyota', 'Toyota Motor Thailand', TH],
  ['MR2', 'toyota', 'Toyota Motor Thailand', TH],
  ['MHF', 'toyota', 'Toyota Motor Manufacturing Indonesia', 'Indonesia'],
  ['AHT', 'toyota', 'Toyota South Africa Motors', 'South Africa'],
  ['SB1', 'toyota', 'Toyota Motor Manufacturing UK', GB],
  ['VNK', 'toyota', 'Toyota Motor Manufacturing France', FR],
  ['NMT', 'toyota', 'Toyota Motor Manufacturing Turkey', 'Turkey'],
  ['6T1', 'toyota', 'Toyota Motor Corporation Australia', 'Australia'],
  ['LVG', 'toyota', 'GAC Toyota', CN],
  ['LTV', 'toyota', 'FAW Toyota', CN],
  // Nissan and Infiniti (JN* is Nissan unless listed below)
  ['JN', 'nissan', 'Nissan Motor Co.', JP],
  ['JNK', 'infiniti', 'Nissan Motor Co. (Infiniti)', JP],
  ['JNR', 'infiniti', 'Nissan Motor Co. (Infiniti)', JP],
  ['JNX', 'infiniti', 'Nissan Motor Co. (Infiniti)', JP],
  ['5N3', 'infiniti', 'Nissan North America (Infiniti)', US],
  ['SJN', 'nissan', 'Nissan Motor Manufacturing UK', GB],
  ['1N4', 'nissan', 'Nissan North America', US],
  ['1N6', 'nissan', 'Nissan North America', US],
  ['5N1', 'nissan', 'Nissan North America', US],
  ['3N1', 'nissan', 'Nissan Mexicana', MX],
  ['3N6', 'nissan', 'Nissan Mexicana', MX],
  ['VSK', 'nissan', 'Nissan Motor Ibérica', 'Spain'],
  ['MNT', 'nissan', 'Nissan Motor Thailand', TH],
  ['LGB', 'nissan', 'Dongfeng Nissan', CN],
  // Honda and Acura
  ['JHM', 'honda', 'Honda Motor Co.', JP],
  ['JHL', 'honda', 'Honda Motor Co.', JP],
  ['JHG', 'honda', 'Honda Motor Co.', JP],
  ['1HG', 'honda', 'Honda of America Mfg.', US],
  ['2HG', 'honda', 'Honda of Canada Mfg.', CA],
  ['2HK', 'honda', 'Honda of Canada Mfg.', CA],
  ['5FN', 'honda', 'Honda Manufacturing of Alabama', US],
  ['5J6', 'honda', 'Honda of America Mfg.', US],
  ['19X', 'honda', 'Honda of America Mfg.', US],
  ['LHG', 'honda', 'GAC Honda', CN],
  ['MRH', 'honda', 'Honda Automobile Thailand', TH],
  ['JH4', null, 'Honda Motor Co. (Acura)', JP],
  ['19U', null, 'Honda of America Mfg. (Acura)', US],
  // Mazda (JM* is Mazda unless listed below)
  ['JM', 'mazda', 'Mazda Motor Corporation', JP],
  ['3MZ', 'mazda', 'Mazda de Mexico', MX],
  ['3MV', 'mazda', 'Mazda de Mexico', MX],
  ['MM8', 'mazda', 'AutoAlliance Thailand (Mazda)', TH],
  // Mitsubishi
  ['JA3', 'mitsubishi', 'Mitsubishi Motors', JP],
  ['JA4', 'mitsubishi', 'Mitsubishi Motors', JP],
  ['JA7', 'mitsubishi', 'Mitsubishi Motors', JP],
  ['JMB', 'mitsubishi', 'Mitsubishi Motors (export)', JP],
  ['JMY', 'mitsubishi', 'Mitsubishi Motors (export)', JP],
  ['JMP', 'mitsubishi', 'Mitsubishi Motors (export)', JP],
  ['4A3', 'mitsubishi', 'Mitsubishi Motors North America', US],
  ['4A4', 'mitsubishi', 'Mitsubishi Motors North America', US],
  ['ML3', 'mitsubishi', 'Mitsubishi Motors Thailand', TH],
  ['MMB', 'mitsubishi', 'Mitsubishi Motors Thailand', TH],
  ['MMT', 'mitsubishi', 'Mitsubishi Motors Thailand', TH],
  // Subaru, Suzuki, Isuzu
  ['JF1', 'subaru', 'Subaru Corporation', JP],
  ['JF2', 'subaru', 'Subaru Corporation', JP],
  ['4S3', 'subaru', 'Subaru of Indiana Automotive', US],
  ['4S4', 'subaru', 'Subaru of Indiana Automotive', US],
  ['JS', 'suzuki', 'Suzuki Motor Corporation', JP],
  ['MA3', 'suzuki', 'Maruti Suzuki India', 'India'],
  ['MBH', 'suzuki', 'Suzuki Motor Gujarat', 'India'],
  ['TSM', 'suzuki', 'Magyar Suzuki', 'Hungary'],
  ['JAA', 'isuzu', 'Isuzu Motors', JP],
  ['JAB', 'isuzu', 'Isuzu Motors', JP],
  ['JAC', 'isuzu', 'Isuzu Motors', JP],
  ['JAL', 'isuzu', 'Isuzu Motors (trucks)', JP],
  ['MPA', 'isuzu', 'Isuzu Motors Thailand', TH],
  ['MP1', 'isuzu', 'Isuzu Motors Thailand', TH],
  // Hyundai, Kia, Genesis
  ['KMH', 'hyundai', 'Hyundai Motor Company', KR],
  ['KM8', 'hyundai', 'Hyundai Motor Company (SUV)', KR],
  ['KMF', 'hyundai', 'Hyundai Motor Company (vans)', KR],
  ['5NP', 'hyundai', 'Hyundai Motor Manufacturing Alabama', US],
  ['5NM', 'hyundai', 'Hyundai Motor Manufacturing Alabama', US],
  ['MAL', 'hyundai', 'Hyundai Motor India', 'India'],
  ['NLH', 'hyundai', 'Hyundai Assan', 'Turkey'],
  ['TMA', 'hyundai', 'Hyundai Motor Manufacturing Czech', 'Czech Republic'],
  ['KMT', 'genesis', 'Hyundai Motor Company (Genesis)', KR],
  ['KMU', 'genesis', 'Hyundai Motor Company (Genesis SUV)', KR],
  ['KNA', 'kia', 'Kia Corporation', KR],
  ['KNC', 'kia', 'Kia Corporation (commercial)', KR],
  ['KND', 'kia', 'Kia Corporation (SUV and MPV)', KR],
  ['KNE', 'kia', 'Kia Corporation (export)', KR],
  ['5XY', 'kia', 'Kia Georgia', US],
  ['5XX', 'kia', 'Kia Georgia', US],
  ['3KP', 'kia', 'Kia Mexico', MX],
  ['U5Y', 'kia', 'Kia Slovakia', 'Slovakia'],
  ['LJD', 'kia', 'Dongfeng Yueda Kia', CN],
  // Mercedes-Benz
  ['WDB', 'mercedes-benz', 'Mercedes-Benz AG', DE],
  ['WDC', 'mercedes-benz', 'Mercedes-Benz AG (SUV)', DE],
  ['WDD', 'mercedes-benz', 'Mercedes-Benz AG', DE],
  ['WDF', 'mercedes-benz', 'Mercedes-Benz AG (vans)', DE],
  ['W1K', 'mercedes-benz', 'Mercedes-Benz AG', DE],
  ['W1N', 'mercedes-benz', 'Mercedes-Benz AG (SUV)', DE],
  ['W1V', 'mercedes-benz', 'Mercedes-Benz AG (vans)', DE],
  ['W1W', 'mercedes-benz', 'Mercedes-Benz AG (vans)', DE],
  ['4JG', 'mercedes-benz', 'Mercedes-Benz U.S. International', US],
  ['55S', 'mercedes-benz', 'Mercedes-Benz AG', DE],
  ['LE4', 'mercedes-benz', 'Beijing Benz', CN],
  // BMW, Mini, Rolls-Royce
  ['WBA', 'bmw', 'BMW AG', DE],
  ['WBS', 'bmw', 'BMW M GmbH', DE],
  ['WBY', 'bmw', 'BMW AG (BMW i)', DE],
  ['WBX', 'bmw', 'BMW AG (SUV)', DE],
  ['5UX', 'bmw', 'BMW Manufacturing Co. (Spartanburg)', US],
  ['5UJ', 'bmw', 'BMW Manufacturing Co. (Spartanburg)', US],
  ['5YM', 'bmw', 'BMW Manufacturing Co. (M SUV)', US],
  ['LBV', 'bmw', 'BMW Brilliance Automotive', CN],
  ['WMW', 'mini', 'BMW AG (MINI)', DE],
  ['WMZ', 'mini', 'BMW AG (MINI)', DE],
  ['SCA', 'rolls-royce', 'Rolls-Royce Motor Cars', GB],
  // Volkswagen group
  ['WVW', 'volkswagen', 'Volkswagen AG', DE],
  ['WVG', 'volkswagen', 'Volkswagen AG (SUV)', DE],
  ['WV1', 'volkswagen', 'Volkswagen Commercial Vehicles', DE],
  ['WV2', 'volkswagen', 'Volkswagen Commercial Vehicles', DE],
  ['1VW', 'volkswagen', 'Volkswagen Group of America', US],
  ['3VW', 'volkswagen', 'Volkswagen de Mexico', MX],
  ['LSV', 'volkswagen', 'SAIC Volkswagen', CN],
  ['LFV', 'volkswagen', 'FAW-Volkswagen', CN],
  ['WAU', 'audi', 'Audi AG', DE],
  ['WA1', 'audi', 'Audi AG (SUV)', DE],
  ['WUA', 'audi', 'Audi Sport GmbH', DE],
  ['TRU', 'audi', 'Audi Hungaria', 'Hungary'],
  ['WP0', 'porsche', 'Dr. Ing. h.c. F. Porsche AG', DE],
  ['WP1', 'porsche', 'Dr. Ing. h.c. F. Porsche AG (SUV)', DE],
  ['SCB', 'bentley', 'Bentley Motors', GB],
  ['ZHW', 'lamborghini', 'Automobili Lamborghini', IT],
  // British makes
  ['SAL', 'land-rover', 'Jaguar Land Rover (Land Rover)', GB],
  ['SAJ', 'jaguar', 'Jaguar Land Rover (Jaguar)', GB],
  ['SAD', 'jaguar', 'Jaguar Land Rover (Jaguar SUV)', GB],
  ['SCF', 'aston-martin', 'Aston Martin Lagonda', GB],
  ['SBM', 'mclaren', 'McLaren Automotive', GB],
  ['SCC', null, 'Lotus Cars', GB],
  ['SAR', 'mg', 'MG Rover Group', GB],
  // Italian makes
  ['ZFF', 'ferrari', 'Ferrari S.p.A.', IT],
  ['ZAM', 'maserati', 'Maserati S.p.A.', IT],
  ['ZAR', null, 'Alfa Romeo', IT],
  ['ZFA', null, 'Fiat Auto', IT],
  // French and Swedish makes
  ['VF3', 'peugeot', 'Stellantis (Peugeot)', FR],
  ['VR3', 'peugeot', 'Stellantis (Peugeot)', FR],
  ['VF1', 'renault', 'Renault S.A.', FR],
  ['VF6', 'renault', 'Renault Trucks', FR],
  ['UU1', null, 'Dacia (Renault group)', 'Romania'],
  ['VF7', null, 'Stellantis (Citroën)', FR],
  ['YV1', 'volvo', 'Volvo Cars', 'Sweden'],
  ['YV4', 'volvo', 'Volvo Cars (SUV)', 'Sweden'],
  ['7JR', 'volvo', 'Volvo Car USA', US],
  ['LYV', 'volvo', 'Volvo Cars Asia Pacific', CN],
  // Ford and Lincoln
  ['1FA', 'ford', 'Ford Motor Company', US],
  ['1FB', 'ford', 'Ford Motor Company (bus)', US],
  ['1FC', 'ford', 'Ford Motor Company (chassis)', US],
  ['1FD', 'ford', 'Ford Motor Company (incomplete)', US],
  ['1FM', 'ford', 'Ford Motor Company (MPV and SUV)', US],
  ['1FT', 'ford', 'Ford Motor Company (truck)', US],
  ['2FA', 'ford', 'Ford Motor Company of Canada', CA],
  ['2FM', 'ford', 'Ford Motor Company of Canada', CA],
  ['3FA', 'ford', 'Ford Motor Company Mexico', MX],
  ['3FM', 'ford', 'Ford Motor Company Mexico', MX],
  ['3FT', 'ford', 'Ford Motor Company Mexico (truck)', MX],
  ['WF0', 'ford', 'Ford-Werke GmbH', DE],
  ['MNB', 'ford', 'Ford Thailand', TH],
  ['6FP', 'ford', 'Ford Motor Company of Australia', 'Australia'],
  ['LVS', 'ford', 'Changan Ford', CN],
  ['1LN', 'lincoln', 'Ford Motor Company (Lincoln)', US],
  ['2LM', 'lincoln', 'Ford Motor Company of Canada (Lincoln)', CA],
  ['3LN', 'lincoln', 'Ford Motor Company Mexico (Lincoln)', MX],
  ['5LM', 'lincoln', 'Ford Motor Company (Lincoln SUV)', US],
  // General Motors
  ['1G1', 'chevrolet', 'General Motors (Chevrolet)', US],
  ['1GC', 'chevrolet', 'General Motors (Chevrolet truck)', US],
  ['1GN', 'chevrolet', 'General Motors (Chevrolet SUV)', US],
  ['1GB', 'chevrolet', 'General Motors (Chevrolet incomplete)', US],
  ['2G1', 'chevrolet', 'General Motors of Canada (Chevrolet)', CA],
  ['3G1', 'chevrolet', 'General Motors de Mexico (Chevrolet)', MX],
  ['3GN', 'chevrolet', 'General Motors de Mexico (Chevrolet SUV)', MX],
  ['3GC', 'chevrolet', 'General Motors de Mexico (Chevrolet truck)', MX],
  ['KL1', 'chevrolet', 'GM Korea (Chevrolet)', KR],
  ['KL7', 'chevrolet', 'GM Korea (Chevrolet)', KR],
  ['LSG', 'chevrolet', 'SAIC General Motors', CN],
  ['1GT', 'gmc', 'General Motors (GMC truck)', US],
  ['1GK', 'gmc', 'General Motors (GMC SUV)', US],
  ['1GD', 'gmc', 'General Motors (GMC incomplete)', US],
  ['2GT', 'gmc', 'General Motors of Canada (GMC)', CA],
  ['3GT', 'gmc', 'General Motors de Mexico (GMC)', MX],
  ['3GK', 'gmc', 'General Motors de Mexico (GMC SUV)', MX],
  ['1GY', 'cadillac', 'General Motors (Cadillac)', US],
  ['1G6', 'cadillac', 'General Motors (Cadillac)', US],
  ['3GY', 'cadillac', 'General Motors de Mexico (Cadillac)', MX],
  // FCA / Stellantis North America: 1C4 and 2C3 are shared; the line code decides.
  ['1C3', 'chrysler', 'FCA US (Chrysler)', US],
  ['1C4', null, 'FCA US (Chrysler, Dodge, Jeep)', US],
  ['1C4RJ', 'jeep', 'FCA US (Jeep Grand Cherokee)', US],
  ['1C4HJ', 'jeep', 'FCA US (Jeep Wrangler)', US],
  ['1C4BJ', 'jeep', 'FCA US (Jeep Wrangler)', US],
  ['1C4PJ', 'jeep', 'FCA US (Jeep Cherokee)', US],
  ['1C4NJ', 'jeep', 'FCA US (Jeep Compass)', US],
  ['1C4RD', 'dodge', 'FCA US (Dodge Durango)', US],
  ['1C4SD', 'dodge', 'FCA US (Dodge Durango)', US],
  ['1C4RC', 'chrysler', 'FCA US (Chrysler Pacifica)', US],
  ['1C6', 'dodge', 'FCA US (Ram truck)', US],
  ['1J4', 'jeep', 'Chrysler (Jeep)', US],
  ['1J8', 'jeep', 'Chrysler (Jeep)', US],
  ['1B3', 'dodge', 'Chrysler (Dodge)', US],
  ['1D7', 'dodge', 'Chrysler (Dodge truck)', US],
  ['2B3', 'dodge', 'Chrysler Canada (Dodge)', CA],
  ['2C3', null, 'FCA Canada (Chrysler, Dodge)', CA],
  ['2C3CD', 'dodge', 'FCA Canada (Dodge Charger, Challenger)', CA],
  ['2C3CC', 'chrysler', 'FCA Canada (Chrysler 300)', CA],
  ['2C4', 'chrysler', 'FCA Canada (Chrysler minivan)', CA],
  ['3C4', null, 'FCA Mexico (Chrysler, Dodge, Jeep)', MX],
  ['3C6', 'dodge', 'FCA Mexico (Ram truck)', MX],
  ['ZAC', 'jeep', 'FCA Italy (Jeep Renegade)', IT],
  // Tesla
  ['5YJ', 'tesla', 'Tesla, Inc.', US],
  ['7SA', 'tesla', 'Tesla, Inc.', US],
  ['7G2', 'tesla', 'Tesla, Inc. (Cybertruck)', US],
  ['LRW', 'tesla', 'Tesla Shanghai', CN],
  ['XP7', 'tesla', 'Tesla Berlin-Brandenburg', DE],
  // Chinese makes
  ['LGX', 'byd', 'BYD Auto', CN],
  ['LC0', 'byd', 'BYD Auto', CN],
  ['LB3', 'geely', 'Geely Automobile', CN],
  ['L6T', 'geely', 'Geely Automobile', CN],
  ['LVV', 'chery', 'Chery Automobile', CN],
  ['LNN', 'chery', 'Chery Automobile', CN],
  ['LVT', 'jetour', 'Chery Automobile (Jetour)', CN],
  ['LGW', 'haval', 'Great Wall Motor (Haval)', CN],
  ['LS5', 'changan', 'Chongqing Changan Automobile', CN],
  ['LS4', 'changan', 'Chongqing Changan Automobile', CN],
  ['LFP', 'hongqi', 'FAW Car (Hongqi)', CN],
  ['LSJ', 'mg', 'SAIC Motor (MG)', CN],
  ['LMG', null, 'GAC Motor', CN],
];

const BY_PREFIX = new Map(ENTRIES.map((e) => [e[0], e]));
const LONGEST = Math.max(...ENTRIES.map((e) => e[0].length));

export interface WmiMatch {
  /** The catalogue brand, or null when the WMI is shared or the make is not in the catalogue. */
  brandId: string | null;
  maker: string;
  country: string;
}

/**
 * The maker of a VIN from its first characters (at least the 3-character WMI; up to 5 help with
 * shared WMIs). Longest known prefix wins; null when the WMI is not known.
 */
export function brandIdForWmi(vinPrefix: string): WmiMatch | null {
  const prefix = vinPrefix.trim().toUpperCase();
  if (prefix.length < 3) return null;
  for (let len = Math.min(LONGEST, prefix.length); len >= 2; len--) {
    const entry = BY_PREFIX.get(prefix.slice(0, len));
    if (entry) return { brandId: entry[1], maker: entry[2], country: entry[3] };
  }
  return null;
}

/** Every WMI entry (for tests and for checking that each brand id exists in the catalogue). */
export const WMI_ENTRIES = ENTRIES;
