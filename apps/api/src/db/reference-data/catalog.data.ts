import type { BodyType, EmissionStandard, FuelType, LocalizedNames, Transmission } from '@souq/shared';

/**
 * The vehicle catalogue: makes, series and models as sold in the UAE.
 *
 * Source: compiled by the team from the manufacturers' published UAE/GCC line-ups (brand and
 * official dealer sites, model years 2015-2026): trims, engine displacement, seats, fuel and
 * gearbox as advertised. Localized make names are the makes' own forms in each market (Arabic
 * from the UAE dealers, Chinese/Japanese from the makers' Chinese, Taiwanese and Japanese sites;
 * French uses the Latin name, Russian the Cyrillic form). The emission standard is derived from
 * the model year (GCC adoption: Euro 4 before 2015, Euro 5 from 2015, Euro 6 from 2021; zero for
 * electric cars). No internet access was used to build it: treat it as a curated snapshot.
 * Its length is the catalogue's: data, not logic.
 *
 * Ids are stable slugs ('toyota', 'toyota-land-cruiser', 'toyota-land-cruiser-gxr-35l-v6-twin-turbo-2022'):
 * never rename one, rows refer to them.
 *
 * A model line is `name|yearFrom|yearTo|fuel|cc|seats|flags`: yearTo '-' while on sale; fuel p
 * petrol, d diesel, h hybrid, ph plug-in hybrid, e electric; cc '-' for electric; seats empty for
 * the body's usual count; flags: m (manual gearbox), b:<body> (a body differing from the series).
 */
type Names6 = [ar: string, zhCN: string, zhTW: string, ja: string, fr: string, ru: string];
type SeriesDef = [slug: string, name: string | [en: string, ...rest: Names6], body: BodyType, models: string[]];
interface BrandDef {
  id: string;
  en: string;
  names: Names6;
  country: string;
  hot?: boolean;
  series: SeriesDef[];
}

const BRANDS: BrandDef[] = [
  {
    id: 'toyota',
    en: 'Toyota',
    names: ['تويوتا', '丰田', '豐田', 'トヨタ', 'Toyota', 'Тойота'],
    country: 'Japan',
    hot: true,
    series: [
      [
        'land-cruiser',
        ['Land Cruiser', 'لاند كروزر', '兰德酷路泽', '蘭德酷路澤', 'ランドクルーザー', 'Land Cruiser', 'Ленд Крузер'],
        'suv',
        [
          'GXR 4.6L V8|2016|2021|p|4608|8',
          'VXR 5.7L V8|2016|2021|p|5663|8',
          'EXR 4.0L V6|2022|-|p|3956|7',
          'GXR 3.5L V6 Twin-Turbo|2022|-|p|3445|7',
          'VXR 3.5L V6 Twin-Turbo|2022|-|p|3445|7',
          'GR Sport 3.5L V6 Twin-Turbo|2022|-|p|3445|5',
        ],
      ],
      [
        'land-cruiser-prado',
        [
          'Land Cruiser Prado',
          'لاند كروزر برادو',
          '普拉多',
          '普拉多',
          'ランドクルーザー プラド',
          'Land Cruiser Prado',
          'Ленд Крузер Прадо',
        ],
        'suv',
        ['TXL 2.7L|2016|2023|p|2694|7', 'VX 4.0L V6|2016|2023|p|3956|7', 'Prado 250 2.4L Turbo|2024|-|p|2393|7'],
      ],
      [
        'land-cruiser-70',
        'Land Cruiser 70',
        'pickup',
        ['LC79 Single Cab 4.0L V6|2016|-|p|3956|3|m', 'LC76 Hardtop 4.5L V8 Diesel|2016|-|d|4461|5|m b:suv'],
      ],
      [
        'camry',
        ['Camry', 'كامري', '凯美瑞', '冠美麗', 'カムリ', 'Camry', 'Камри'],
        'sedan',
        [
          'LE 2.5L|2018|2024|p|2494|5',
          'SE 2.5L|2018|2024|p|2494|5',
          'XSE 3.5L V6|2018|2024|p|3456|5',
          'LE 2.5L Hybrid|2025|-|h|2487|5',
          'SE 2.5L Hybrid|2025|-|h|2487|5',
        ],
      ],
      [
        'corolla',
        ['Corolla', 'كورولا', '卡罗拉', '卡羅拉', 'カローラ', 'Corolla', 'Королла'],
        'sedan',
        [
          'XLi 1.6L|2016|2019|p|1598|5',
          'XLi 1.6L|2020|-|p|1598|5',
          'GLi 2.0L|2020|-|p|1987|5',
          'Hybrid 1.8L|2020|-|h|1798|5',
        ],
      ],
      [
        'yaris',
        'Yaris',
        'sedan',
        ['Y 1.5L|2018|2022|p|1496|5', 'SE 1.5L|2023|-|p|1496|5', 'Hatchback 1.5L|2021|-|p|1496|5|b:hatchback'],
      ],
      [
        'hilux',
        ['Hilux', 'هايلكس', '海拉克斯', '海力士', 'ハイラックス', 'Hilux', 'Хайлюкс'],
        'pickup',
        [
          'GL Double Cab 2.7L|2016|-|p|2694|5',
          'SR5 Double Cab 2.7L|2016|-|p|2694|5',
          'Adventure 4.0L V6|2021|-|p|3956|5',
          'GLX Double Cab 2.4L Diesel|2016|-|d|2393|5|m',
        ],
      ],
      ['fortuner', 'Fortuner', 'suv', ['EXR 2.7L|2016|-|p|2694|7', 'VXR 4.0L V6|2016|-|p|3956|7']],
      [
        'rav4',
        'RAV4',
        'suv',
        ['EX 2.5L|2019|-|p|2487|5', 'Adventure 2.5L|2019|-|p|2487|5', 'Hybrid 2.5L|2019|-|h|2487|5'],
      ],
      ['hiace', 'Hiace', 'van', ['Standard Roof 2.7L|2016|-|p|2694|15', 'High Roof 3.5L|2019|-|p|3456|13']],
      ['fj-cruiser', 'FJ Cruiser', 'suv', ['FJ Cruiser 4.0L V6|2015|2023|p|3956|5']],
      ['supra', 'GR Supra', 'coupe', ['3.0L Turbo|2020|-|p|2998|2']],
      ['rush', 'Rush', 'suv', ['G 1.5L|2018|-|p|1496|7']],
    ],
  },
  {
    id: 'lexus',
    en: 'Lexus',
    names: ['لكزس', '雷克萨斯', '凌志', 'レクサス', 'Lexus', 'Лексус'],
    country: 'Japan',
    hot: true,
    series: [
      [
        'lx',
        'LX',
        'suv',
        [
          'LX 570|2016|2021|p|5663|8',
          'LX 600 Premier|2022|-|p|3445|7',
          'LX 600 F Sport|2022|-|p|3445|5',
          'LX 700h|2025|-|h|3445|7',
        ],
      ],
      ['gx', 'GX', 'suv', ['GX 460|2016|2023|p|4608|7', 'GX 550|2024|-|p|3445|7']],
      ['rx', 'RX', 'suv', ['RX 350|2016|2022|p|3456|5', 'RX 350 F Sport|2023|-|p|2393|5', 'RX 500h|2023|-|h|2393|5']],
      ['es', 'ES', 'sedan', ['ES 250|2019|-|p|2487|5', 'ES 350|2019|-|p|3456|5', 'ES 300h|2019|-|h|2487|5']],
      ['ls', 'LS', 'sedan', ['LS 500|2018|-|p|3445|5', 'LS 500h|2018|-|h|3456|5']],
      ['nx', 'NX', 'suv', ['NX 350|2022|-|p|2393|5', 'NX 350h|2022|-|h|2487|5']],
      ['lc', 'LC', 'coupe', ['LC 500|2018|-|p|4969|4']],
    ],
  },
  {
    id: 'nissan',
    en: 'Nissan',
    names: ['نيسان', '日产', '日產', '日産', 'Nissan', 'Ниссан'],
    country: 'Japan',
    hot: true,
    series: [
      [
        'patrol',
        ['Patrol', 'باترول', '途乐', '途樂', 'パトロール', 'Patrol', 'Патрол'],
        'suv',
        [
          'XE 4.0L V6|2016|2024|p|3954|8',
          'SE 5.6L V8|2016|2024|p|5552|8',
          'LE Platinum 5.6L V8|2016|2024|p|5552|7',
          'Nismo 5.6L V8|2021|2024|p|5552|7',
          'SE 3.8L V6|2025|-|p|3799|8',
          'LE 3.5L V6 Twin-Turbo|2025|-|p|3498|7',
        ],
      ],
      ['patrol-safari', 'Patrol Safari', 'suv', ['Super Safari 4.8L|2016|-|p|4759|5|m']],
      ['sunny', 'Sunny', 'sedan', ['S 1.5L|2020|-|p|1498|5', 'SV 1.5L|2020|-|p|1498|5']],
      ['altima', 'Altima', 'sedan', ['S 2.5L|2019|-|p|2488|5', 'SR 2.0L Turbo|2019|-|p|1997|5']],
      ['maxima', 'Maxima', 'sedan', ['SV 3.5L V6|2016|2023|p|3498|5']],
      ['x-trail', 'X-Trail', 'suv', ['S 2.5L|2018|2022|p|2488|7', 'SL 2.5L|2023|-|p|2488|7']],
      ['pathfinder', 'Pathfinder', 'suv', ['S 3.5L V6|2017|2021|p|3498|7', 'SV 3.5L V6|2022|-|p|3498|7']],
      ['kicks', 'Kicks', 'suv', ['S 1.6L|2017|-|p|1598|5']],
      [
        'navara',
        'Navara',
        'pickup',
        ['SE Double Cab 2.5L|2016|-|p|2488|5', 'Double Cab 2.5L Diesel|2016|-|d|2488|5|m'],
      ],
      ['urvan', 'Urvan', 'van', ['Urvan 2.5L|2016|-|p|2488|15']],
      ['gt-r', 'GT-R', 'coupe', ['Premium 3.8L V6|2016|-|p|3799|4', 'Nismo 3.8L V6|2016|-|p|3799|4']],
      ['z', 'Z', 'coupe', ['Performance 3.0L Twin-Turbo|2023|-|p|2997|2']],
    ],
  },
  {
    id: 'infiniti',
    en: 'Infiniti',
    names: ['إنفينيتي', '英菲尼迪', '英菲尼迪', 'インフィニティ', 'Infiniti', 'Инфинити'],
    country: 'Japan',
    series: [
      ['qx80', 'QX80', 'suv', ['Luxe 5.6L V8|2018|2024|p|5552|7', 'Sensory 3.5L Twin-Turbo|2025|-|p|3498|7']],
      ['qx60', 'QX60', 'suv', ['Luxe 3.5L V6|2022|-|p|3498|7']],
      ['qx50', 'QX50', 'suv', ['Luxe 2.0L VC-Turbo|2019|-|p|1997|5']],
      ['q50', 'Q50', 'sedan', ['Luxe 2.0L Turbo|2016|2024|p|1991|5', 'Red Sport 3.0L Twin-Turbo|2017|2024|p|2997|5']],
    ],
  },
  {
    id: 'mitsubishi',
    en: 'Mitsubishi',
    names: ['ميتسوبيشي', '三菱', '三菱', '三菱', 'Mitsubishi', 'Мицубиси'],
    country: 'Japan',
    hot: true,
    series: [
      ['pajero', 'Pajero', 'suv', ['GLS 3.0L V6|2016|2022|p|2998|7', 'GLS 3.8L V6|2016|2022|p|3828|7']],
      ['lancer', 'Lancer', 'sedan', ['GLS 2.0L|2016|2018|p|1998|5']],
      ['attrage', 'Attrage', 'sedan', ['GLX 1.2L|2016|-|p|1193|5']],
      ['outlander', 'Outlander', 'suv', ['GLX 2.4L|2016|2021|p|2360|7', 'GLS 2.5L|2022|-|p|2488|7']],
      ['asx', 'ASX', 'suv', ['GLX 2.0L|2016|2023|p|1998|5']],
      ['l200', 'L200', 'pickup', ['Sportero 2.4L|2016|-|p|2351|5', 'GLS 2.4L Diesel|2016|-|d|2442|5|m']],
      ['montero-sport', 'Montero Sport', 'suv', ['GLS 3.0L V6|2016|2022|p|2998|7']],
      ['xpander', 'Xpander', 'minivan', ['GLS 1.5L|2022|-|p|1499|7']],
    ],
  },
  {
    id: 'honda',
    en: 'Honda',
    names: ['هوندا', '本田', '本田', 'ホンダ', 'Honda', 'Хонда'],
    country: 'Japan',
    series: [
      [
        'accord',
        'Accord',
        'sedan',
        ['LX 1.5L Turbo|2018|2022|p|1498|5', 'Sport 2.0L Turbo|2018|2022|p|1996|5', 'EX 1.5L Turbo|2023|-|p|1498|5'],
      ],
      ['civic', 'Civic', 'sedan', ['LX 2.0L|2016|2021|p|1996|5', 'Sport 1.5L Turbo|2022|-|p|1498|5']],
      ['city', 'City', 'sedan', ['LX 1.5L|2021|-|p|1498|5']],
      ['cr-v', 'CR-V', 'suv', ['EX 1.5L Turbo|2017|2022|p|1498|5', 'Touring 1.5L Turbo|2023|-|p|1498|5']],
      ['pilot', 'Pilot', 'suv', ['Touring 3.5L V6|2016|-|p|3471|8']],
      ['hr-v', 'HR-V', 'suv', ['LX 1.5L|2022|-|p|1498|5']],
      ['odyssey', 'Odyssey', 'minivan', ['EX 3.5L V6|2018|-|p|3471|8']],
    ],
  },
  {
    id: 'hyundai',
    en: 'Hyundai',
    names: ['هيونداي', '现代', '現代', 'ヒョンデ', 'Hyundai', 'Хендай'],
    country: 'South Korea',
    hot: true,
    series: [
      ['accent', 'Accent', 'sedan', ['Smart 1.6L|2018|2023|p|1591|5', 'Accent 1.5L|2024|-|p|1497|5']],
      ['elantra', 'Elantra', 'sedan', ['Smart 2.0L|2021|-|p|1999|5', 'N 2.0L Turbo|2022|-|p|1998|5']],
      ['sonata', 'Sonata', 'sedan', ['Smart 2.5L|2020|-|p|2497|5', 'N Line 2.5L Turbo|2021|-|p|2497|5']],
      ['tucson', 'Tucson', 'suv', ['Smart 2.0L|2016|2021|p|1999|5', 'Smart Plus 2.5L|2022|-|p|2497|5']],
      ['santa-fe', 'Santa Fe', 'suv', ['Smart 2.5L|2019|2023|p|2497|7', 'Calligraphy 2.5L Turbo|2024|-|p|2497|7']],
      ['palisade', 'Palisade', 'suv', ['Signature 3.8L V6|2020|-|p|3778|7']],
      ['creta', 'Creta', 'suv', ['Smart 1.5L|2021|-|p|1497|5']],
      ['kona', 'Kona', 'suv', ['Electric 64 kWh|2019|-|e|-|5']],
      ['ioniq-5', 'Ioniq 5', 'suv', ['Long Range AWD|2022|-|e|-|5']],
      ['staria', 'Staria', 'van', ['Premium 3.5L|2022|-|p|3470|11']],
      ['h-1', 'H-1', 'van', ['H-1 2.4L|2016|2021|p|2359|12']],
    ],
  },
  {
    id: 'kia',
    en: 'Kia',
    names: ['كيا', '起亚', '起亞', 'キア', 'Kia', 'Киа'],
    country: 'South Korea',
    hot: true,
    series: [
      ['picanto', 'Picanto', 'hatchback', ['Picanto 1.2L|2018|-|p|1248|5']],
      ['cerato', 'Cerato', 'sedan', ['LX 2.0L|2019|-|p|1999|5']],
      ['k5', 'K5', 'sedan', ['LX 2.0L|2021|-|p|1999|5', 'GT-Line 1.6L Turbo|2021|-|p|1598|5']],
      ['sportage', 'Sportage', 'suv', ['LX 2.0L|2016|2022|p|1999|5', 'GT-Line 1.6L Turbo|2023|-|p|1598|5']],
      ['sorento', 'Sorento', 'suv', ['EX 2.5L|2021|-|p|2497|7', 'SX 3.5L V6|2021|-|p|3470|7']],
      ['telluride', 'Telluride', 'suv', ['SX 3.8L V6|2020|-|p|3778|7']],
      ['seltos', 'Seltos', 'suv', ['EX 1.6L|2020|-|p|1591|5']],
      ['sonet', 'Sonet', 'suv', ['LX 1.5L|2021|-|p|1497|5']],
      ['carnival', 'Carnival', 'minivan', ['EX 3.5L V6|2021|-|p|3470|8']],
      ['ev6', 'EV6', 'suv', ['GT-Line AWD|2022|-|e|-|5']],
    ],
  },
  {
    id: 'genesis',
    en: 'Genesis',
    names: ['جينيسيس', '捷尼赛思', '捷尼賽思', 'ジェネシス', 'Genesis', 'Дженезис'],
    country: 'South Korea',
    series: [
      ['g70', 'G70', 'sedan', ['Advanced 2.0T|2019|-|p|1998|5', 'Sport 3.3T|2019|-|p|3342|5']],
      ['g80', 'G80', 'sedan', ['Royal 2.5T|2021|-|p|2497|5', 'Sport 3.5T|2021|-|p|3470|5']],
      ['g90', 'G90', 'sedan', ['Royal 3.5T|2023|-|p|3470|5']],
      ['gv70', 'GV70', 'suv', ['Advanced 2.5T|2021|-|p|2497|5']],
      ['gv80', 'GV80', 'suv', ['Advanced 2.5T|2021|-|p|2497|7', 'Royal 3.5T|2021|-|p|3470|7']],
    ],
  },
  {
    id: 'mazda',
    en: 'Mazda',
    names: ['مازدا', '马自达', '馬自達', 'マツダ', 'Mazda', 'Мазда'],
    country: 'Japan',
    series: [
      ['mazda3', 'Mazda3', 'sedan', ['S 1.6L|2016|2019|p|1598|5', 'S 2.0L|2019|-|p|1998|5']],
      ['mazda6', 'Mazda6', 'sedan', ['S 2.5L|2016|2023|p|2488|5']],
      ['cx-5', 'CX-5', 'suv', ['GS 2.5L|2017|-|p|2488|5', 'GT 2.5L|2017|-|p|2488|5']],
      ['cx-9', 'CX-9', 'suv', ['GT 2.5L Turbo|2016|2023|p|2488|7']],
      ['cx-90', 'CX-90', 'suv', ['GT 3.3L Turbo|2024|-|p|3283|7']],
      ['cx-30', 'CX-30', 'suv', ['S 2.0L|2020|-|p|1998|5']],
      ['mx-5', 'MX-5', 'convertible', ['RF 2.0L|2016|-|p|1998|2']],
    ],
  },
  {
    id: 'subaru',
    en: 'Subaru',
    names: ['سوبارو', '斯巴鲁', '速霸陸', 'スバル', 'Subaru', 'Субару'],
    country: 'Japan',
    series: [
      ['forester', 'Forester', 'suv', ['S 2.5L|2019|-|p|2498|5']],
      ['xv', 'XV', 'suv', ['2.0i|2018|-|p|1995|5']],
      ['outback', 'Outback', 'wagon', ['Premium 2.5L|2020|-|p|2498|5']],
      ['wrx', 'WRX', 'sedan', ['GT 2.4L Turbo|2022|-|p|2387|5']],
    ],
  },
  {
    id: 'suzuki',
    en: 'Suzuki',
    names: ['سوزوكي', '铃木', '鈴木', 'スズキ', 'Suzuki', 'Сузуки'],
    country: 'Japan',
    series: [
      ['swift', 'Swift', 'hatchback', ['GL 1.2L|2018|2023|p|1197|5', 'GLX 1.2L|2024|-|p|1197|5']],
      ['dzire', 'Dzire', 'sedan', ['GL 1.2L|2018|-|p|1197|5']],
      ['ciaz', 'Ciaz', 'sedan', ['GLX 1.5L|2016|-|p|1462|5']],
      ['jimny', 'Jimny', 'suv', ['GLX 1.5L|2019|-|p|1462|4', 'GLX 5-Door 1.5L|2024|-|p|1462|4']],
      ['vitara', 'Vitara', 'suv', ['GLX 1.6L|2016|-|p|1586|5']],
      ['grand-vitara', 'Grand Vitara', 'suv', ['GLX 1.5L Hybrid|2023|-|h|1462|5']],
      ['ertiga', 'Ertiga', 'minivan', ['GLX 1.5L|2019|-|p|1462|7']],
    ],
  },
  {
    id: 'isuzu',
    en: 'Isuzu',
    names: ['ايسوزو', '五十铃', '五十鈴', 'いすゞ', 'Isuzu', 'Исузу'],
    country: 'Japan',
    series: [
      [
        'd-max',
        'D-Max',
        'pickup',
        [
          'Double Cab 2.5L Diesel|2016|2020|d|2499|5|m',
          'Double Cab 3.0L Diesel|2021|-|d|2999|5',
          'Single Cab 3.0L Diesel|2021|-|d|2999|3|m',
        ],
      ],
      ['mu-x', 'MU-X', 'suv', ['LS 3.0L Diesel|2021|-|d|2999|7']],
      ['npr', 'NPR', 'truck', ['NPR 4-Ton 5.2L Diesel|2016|-|d|5193|3|m']],
    ],
  },
  {
    id: 'ford',
    en: 'Ford',
    names: ['فورد', '福特', '福特', 'フォード', 'Ford', 'Форд'],
    country: 'United States',
    series: [
      [
        'f-150',
        'F-150',
        'pickup',
        [
          'XLT 3.5L EcoBoost|2016|2020|p|3496|5',
          'Lariat 3.5L EcoBoost|2021|-|p|3496|5',
          'Raptor 3.5L EcoBoost|2017|-|p|3496|5',
          'Lightning Lariat|2023|-|e|-|5',
        ],
      ],
      ['explorer', 'Explorer', 'suv', ['Limited 3.5L V6|2016|2019|p|3496|7', 'XLT 2.3L EcoBoost|2020|-|p|2261|7']],
      ['expedition', 'Expedition', 'suv', ['Limited 3.5L EcoBoost|2018|-|p|3496|8']],
      ['edge', 'Edge', 'suv', ['SEL 2.0L EcoBoost|2016|2023|p|1999|5']],
      [
        'mustang',
        'Mustang',
        'coupe',
        ['EcoBoost 2.3L|2016|-|p|2261|4', 'GT 5.0L V8|2016|-|p|5038|4', 'Mach-E GT|2022|-|e|-|5|b:suv'],
      ],
      [
        'ranger',
        'Ranger',
        'pickup',
        [
          'XLT Double Cab 2.5L|2016|2022|p|2488|5',
          'Wildtrak 2.3L EcoBoost|2023|-|p|2261|5',
          'Raptor 3.0L V6|2023|-|p|2956|5',
        ],
      ],
      ['bronco', 'Bronco', 'suv', ['Badlands 2.7L EcoBoost|2021|-|p|2694|5']],
      ['territory', 'Territory', 'suv', ['Trend 1.5L EcoBoost|2023|-|p|1497|5']],
      ['taurus', 'Taurus', 'sedan', ['Limited 2.0L EcoBoost|2019|2023|p|1999|5']],
    ],
  },
  {
    id: 'lincoln',
    en: 'Lincoln',
    names: ['لينكولن', '林肯', '林肯', 'リンカーン', 'Lincoln', 'Линкольн'],
    country: 'United States',
    series: [
      ['navigator', 'Navigator', 'suv', ['Reserve 3.5L V6 Twin-Turbo|2018|-|p|3496|7']],
      ['aviator', 'Aviator', 'suv', ['Reserve 3.0L V6 Twin-Turbo|2020|-|p|2956|7']],
      ['nautilus', 'Nautilus', 'suv', ['Reserve 2.0L Turbo|2019|-|p|1999|5']],
    ],
  },
  {
    id: 'chevrolet',
    en: 'Chevrolet',
    names: ['شيفروليه', '雪佛兰', '雪佛蘭', 'シボレー', 'Chevrolet', 'Шевроле'],
    country: 'United States',
    series: [
      [
        'tahoe',
        'Tahoe',
        'suv',
        ['LT 5.3L V8|2016|2020|p|5328|8', 'LT 5.3L V8|2021|-|p|5328|8', 'High Country 6.2L V8|2021|-|p|6162|7'],
      ],
      ['suburban', 'Suburban', 'suv', ['LT 5.3L V8|2021|-|p|5328|8']],
      ['silverado', 'Silverado', 'pickup', ['LT Crew Cab 5.3L V8|2019|-|p|5328|5', 'ZR2 6.2L V8|2022|-|p|6162|5']],
      ['camaro', 'Camaro', 'coupe', ['LT 3.6L V6|2016|2024|p|3564|4', 'SS 6.2L V8|2016|2024|p|6162|4']],
      ['malibu', 'Malibu', 'sedan', ['LS 1.5L Turbo|2016|2024|p|1490|5']],
      ['captiva', 'Captiva', 'suv', ['Premier 1.5L Turbo|2019|-|p|1490|7']],
      ['traverse', 'Traverse', 'suv', ['LT 3.6L V6|2018|-|p|3564|8']],
      ['blazer', 'Blazer', 'suv', ['RS 3.6L V6|2019|-|p|3564|5']],
      ['equinox', 'Equinox', 'suv', ['LT 1.5L Turbo|2018|-|p|1490|5']],
      ['groove', 'Groove', 'suv', ['LT 1.5L|2021|-|p|1485|5']],
      ['corvette', 'Corvette', 'coupe', ['Stingray 6.2L V8|2020|-|p|6162|2']],
    ],
  },
  {
    id: 'gmc',
    en: 'GMC',
    names: ['جي إم سي', 'GMC', 'GMC', 'GMC', 'GMC', 'GMC'],
    country: 'United States',
    series: [
      [
        'yukon',
        'Yukon',
        'suv',
        ['SLE 5.3L V8|2016|-|p|5328|8', 'Denali 6.2L V8|2016|-|p|6162|7', 'AT4 5.3L V8|2021|-|p|5328|7'],
      ],
      [
        'sierra',
        'Sierra',
        'pickup',
        ['SLE 5.3L V8|2016|-|p|5328|5', 'Denali 6.2L V8|2019|-|p|6162|5', 'AT4X 6.2L V8|2022|-|p|6162|5'],
      ],
      ['acadia', 'Acadia', 'suv', ['SLE 3.6L V6|2017|2023|p|3564|7', 'AT4 2.5L Turbo|2024|-|p|2499|7']],
      ['terrain', 'Terrain', 'suv', ['SLE 1.5L Turbo|2018|-|p|1490|5']],
      ['hummer-ev', 'Hummer EV', 'pickup', ['Edition 1|2022|-|e|-|5']],
    ],
  },
  {
    id: 'cadillac',
    en: 'Cadillac',
    names: ['كاديلاك', '凯迪拉克', '凱迪拉克', 'キャデラック', 'Cadillac', 'Кадиллак'],
    country: 'United States',
    series: [
      [
        'escalade',
        'Escalade',
        'suv',
        [
          'Luxury 6.2L V8|2016|2020|p|6162|7',
          'Sport Platinum 6.2L V8|2021|-|p|6162|7',
          'ESV Premium Luxury 6.2L V8|2021|-|p|6162|8',
        ],
      ],
      ['ct5', 'CT5', 'sedan', ['Premium Luxury 2.0T|2020|-|p|1998|5', 'V-Series Blackwing 6.2L|2022|-|p|6162|5']],
      ['xt4', 'XT4', 'suv', ['Sport 2.0T|2019|-|p|1998|5']],
      ['xt5', 'XT5', 'suv', ['Premium Luxury 3.6L V6|2017|-|p|3564|5']],
      ['xt6', 'XT6', 'suv', ['Sport 3.6L V6|2020|-|p|3564|7']],
      ['lyriq', 'Lyriq', 'suv', ['Luxury AWD|2024|-|e|-|5']],
    ],
  },
  {
    id: 'dodge',
    en: 'Dodge',
    names: ['دودج', '道奇', '道奇', 'ダッジ', 'Dodge', 'Додж'],
    country: 'United States',
    series: [
      [
        'charger',
        'Charger',
        'sedan',
        [
          'SXT 3.6L V6|2016|2023|p|3604|5',
          'R/T 5.7L V8|2016|2023|p|5654|5',
          'SRT Hellcat 6.2L Supercharged|2016|2023|p|6166|5',
          'Daytona Scat Pack|2024|-|e|-|4|b:coupe',
        ],
      ],
      [
        'challenger',
        'Challenger',
        'coupe',
        [
          'SXT 3.6L V6|2016|2023|p|3604|4',
          'R/T Scat Pack 6.4L V8|2016|2023|p|6417|4',
          'SRT Hellcat 6.2L Supercharged|2016|2023|p|6166|4',
        ],
      ],
      ['durango', 'Durango', 'suv', ['GT 3.6L V6|2016|-|p|3604|7', 'SRT 392 6.4L V8|2018|-|p|6417|7']],
      ['ram-1500', 'Ram 1500', 'pickup', ['Laramie 5.7L V8|2019|-|p|5654|5', 'TRX 6.2L Supercharged|2021|-|p|6166|5']],
    ],
  },
  {
    id: 'jeep',
    en: 'Jeep',
    names: ['جيب', '吉普', '吉普', 'ジープ', 'Jeep', 'Джип'],
    country: 'United States',
    series: [
      [
        'wrangler',
        'Wrangler',
        'suv',
        [
          'Sport 3.6L V6|2016|2017|p|3604|4',
          'Unlimited Sport 2.0L Turbo|2018|-|p|1995|5',
          'Unlimited Sahara 3.6L V6|2018|-|p|3604|5',
          'Unlimited Rubicon 3.6L V6|2018|-|p|3604|5',
          'Rubicon 392 6.4L V8|2021|-|p|6417|5',
        ],
      ],
      [
        'grand-cherokee',
        'Grand Cherokee',
        'suv',
        [
          'Laredo 3.6L V6|2016|2021|p|3604|5',
          'SRT 6.4L V8|2016|2021|p|6417|5',
          'Trackhawk 6.2L Supercharged|2018|2021|p|6166|5',
          'Limited 3.6L V6|2022|-|p|3604|5',
          'L Summit 5.7L V8|2022|-|p|5654|7',
        ],
      ],
      ['cherokee', 'Cherokee', 'suv', ['Limited 3.2L V6|2016|2023|p|3239|5']],
      ['compass', 'Compass', 'suv', ['Limited 2.4L|2017|-|p|2360|5']],
      ['gladiator', 'Gladiator', 'pickup', ['Rubicon 3.6L V6|2020|-|p|3604|5']],
      ['grand-wagoneer', 'Grand Wagoneer', 'suv', ['Series III 3.0L Twin-Turbo|2022|-|p|2995|7']],
    ],
  },
  {
    id: 'chrysler',
    en: 'Chrysler',
    names: ['كرايسلر', '克莱斯勒', '克萊斯勒', 'クライスラー', 'Chrysler', 'Крайслер'],
    country: 'United States',
    series: [
      ['300', '300', 'sedan', ['Touring 3.6L V6|2016|2023|p|3604|5', '300C 5.7L V8|2016|2023|p|5654|5']],
      ['pacifica', 'Pacifica', 'minivan', ['Touring L 3.6L V6|2017|-|p|3604|7']],
    ],
  },
  {
    id: 'tesla',
    en: 'Tesla',
    names: ['تسلا', '特斯拉', '特斯拉', 'テスラ', 'Tesla', 'Тесла'],
    country: 'United States',
    series: [
      [
        'model-3',
        'Model 3',
        'sedan',
        ['Rear-Wheel Drive|2019|-|e|-|5', 'Long Range AWD|2019|-|e|-|5', 'Performance|2019|-|e|-|5'],
      ],
      [
        'model-y',
        'Model Y',
        'suv',
        ['Rear-Wheel Drive|2022|-|e|-|5', 'Long Range AWD|2021|-|e|-|7', 'Performance|2021|-|e|-|5'],
      ],
      ['model-s', 'Model S', 'sedan', ['Long Range|2017|-|e|-|5', 'Plaid|2021|-|e|-|5']],
      ['model-x', 'Model X', 'suv', ['Long Range|2017|-|e|-|7', 'Plaid|2021|-|e|-|6']],
      ['cybertruck', 'Cybertruck', 'pickup', ['AWD|2024|-|e|-|5', 'Cyberbeast|2024|-|e|-|5']],
    ],
  },
  {
    id: 'mercedes-benz',
    en: 'Mercedes-Benz',
    names: ['مرسيدس بنز', '梅赛德斯-奔驰', '賓士', 'メルセデス・ベンツ', 'Mercedes-Benz', 'Мерседес-Бенц'],
    country: 'Germany',
    hot: true,
    series: [
      [
        'g-class',
        ['G-Class', 'جي كلاس', '奔驰G级', '賓士G-Class', 'Gクラス', 'Classe G', 'G-класс'],
        'suv',
        [
          'G 500 (W463)|2016|2018|p|3982|5',
          'G 63 AMG (W463)|2016|2018|p|5461|5',
          'G 500|2019|-|p|3982|5',
          'G 63 AMG|2019|-|p|3982|5',
        ],
      ],
      [
        's-class',
        ['S-Class', 'إس كلاس', '奔驰S级', '賓士S-Class', 'Sクラス', 'Classe S', 'S-класс'],
        'sedan',
        [
          'S 560|2018|2020|p|3982|5',
          'S 450|2021|-|p|2999|5',
          'S 500|2021|-|p|2999|5',
          'S 580 4MATIC|2021|-|p|3982|5',
          'Maybach S 680|2022|-|p|5980|4',
        ],
      ],
      [
        'e-class',
        'E-Class',
        'sedan',
        ['E 200|2017|2023|p|1991|5', 'E 300|2017|2023|p|1991|5', 'E 300|2024|-|p|1999|5'],
      ],
      ['c-class', 'C-Class', 'sedan', ['C 200|2015|2021|p|1991|5', 'C 200|2022|-|p|1496|5', 'C 300|2022|-|p|1999|5']],
      ['a-class', 'A-Class', 'sedan', ['A 200|2019|-|p|1332|5']],
      ['cla', 'CLA', 'sedan', ['CLA 250|2020|-|p|1991|5']],
      ['gle', 'GLE', 'suv', ['GLE 450 4MATIC|2020|-|p|2999|7', 'AMG GLE 53|2020|-|p|2999|5']],
      ['gls', 'GLS', 'suv', ['GLS 580 4MATIC|2020|-|p|3982|7', 'Maybach GLS 600|2021|-|p|3982|4']],
      ['glc', 'GLC', 'suv', ['GLC 300 4MATIC|2016|2022|p|1991|5', 'GLC 300 4MATIC|2023|-|p|1999|5']],
      ['amg-gt', 'AMG GT', 'coupe', ['AMG GT 63 S 4-Door|2019|-|p|3982|4|b:sedan', 'AMG GT 63 Coupe|2024|-|p|3982|4']],
      ['eqs', 'EQS', 'sedan', ['EQS 580 4MATIC|2022|-|e|-|5']],
      ['v-class', 'V-Class', 'minivan', ['V 250|2016|-|p|1991|7']],
      ['sprinter', 'Sprinter', 'van', ['Sprinter 315 CDI|2016|-|d|2143|14|m']],
    ],
  },
  {
    id: 'bmw',
    en: 'BMW',
    names: ['بي إم دبليو', '宝马', '寶馬', 'BMW', 'BMW', 'БМВ'],
    country: 'Germany',
    hot: true,
    series: [
      [
        'x5',
        ['X5', 'إكس 5', '宝马X5', '寶馬X5', 'X5', 'X5', 'X5'],
        'suv',
        [
          'xDrive50i|2016|2018|p|4395|5',
          'xDrive40i|2019|-|p|2998|5',
          'M50i|2020|-|p|4395|5',
          'X5 M Competition|2020|-|p|4395|5',
        ],
      ],
      ['x6', 'X6', 'suv', ['xDrive40i|2020|-|p|2998|5']],
      ['x7', 'X7', 'suv', ['xDrive40i|2019|-|p|2998|7', 'M60i|2023|-|p|4395|7']],
      ['x3', 'X3', 'suv', ['xDrive30i|2018|-|p|1998|5', 'X3 M Competition|2020|-|p|2993|5']],
      ['x1', 'X1', 'suv', ['sDrive20i|2016|-|p|1998|5']],
      [
        '3-series',
        '3 Series',
        'sedan',
        ['320i|2019|-|p|1998|5', '330i|2019|-|p|1998|5', 'M3 Competition|2021|-|p|2993|5'],
      ],
      ['4-series', '4 Series', 'coupe', ['430i Coupe|2021|-|p|1998|4', 'M4 Competition|2021|-|p|2993|4']],
      [
        '5-series',
        '5 Series',
        'sedan',
        [
          '520i|2017|2023|p|1998|5',
          '530i|2017|2023|p|1998|5',
          'M5 Competition|2018|2023|p|4395|5',
          '520i|2024|-|p|1998|5',
          'i5 eDrive40|2024|-|e|-|5',
        ],
      ],
      [
        '7-series',
        '7 Series',
        'sedan',
        [
          '740Li|2016|2022|p|2998|5',
          '750Li xDrive|2016|2022|p|4395|5',
          '740i|2023|-|p|2998|5',
          'i7 xDrive60|2023|-|e|-|5',
        ],
      ],
      ['8-series', '8 Series', 'coupe', ['M850i xDrive|2019|-|p|4395|4']],
      ['z4', 'Z4', 'convertible', ['M40i|2019|-|p|2998|2']],
      ['ix', 'iX', 'suv', ['xDrive50|2022|-|e|-|5']],
    ],
  },
  {
    id: 'mini',
    en: 'MINI',
    names: ['ميني', '迷你', 'MINI', 'ミニ', 'MINI', 'Мини'],
    country: 'United Kingdom',
    series: [
      ['cooper', 'Cooper', 'hatchback', ['Cooper 1.5L|2016|-|p|1499|4', 'Cooper S 2.0L|2016|-|p|1998|4']],
      ['countryman', 'Countryman', 'suv', ['Cooper S 2.0L|2017|-|p|1998|5']],
    ],
  },
  {
    id: 'audi',
    en: 'Audi',
    names: ['أودي', '奥迪', '奧迪', 'アウディ', 'Audi', 'Ауди'],
    country: 'Germany',
    series: [
      ['a3', 'A3', 'sedan', ['35 TFSI|2017|-|p|1395|5']],
      ['a4', 'A4', 'sedan', ['40 TFSI|2016|-|p|1984|5']],
      ['a6', 'A6', 'sedan', ['45 TFSI|2019|-|p|1984|5', '55 TFSI quattro|2019|-|p|2995|5']],
      ['a8', 'A8', 'sedan', ['A8 L 55 TFSI quattro|2018|-|p|2995|5']],
      ['q3', 'Q3', 'suv', ['35 TFSI|2019|-|p|1395|5']],
      ['q5', 'Q5', 'suv', ['45 TFSI quattro|2017|-|p|1984|5']],
      ['q7', 'Q7', 'suv', ['45 TFSI quattro|2016|-|p|1984|7', '55 TFSI quattro|2020|-|p|2995|7']],
      ['q8', 'Q8', 'suv', ['55 TFSI quattro|2019|-|p|2995|5', 'RS Q8|2020|-|p|3996|5', 'Q8 e-tron 55|2023|-|e|-|5']],
      ['r8', 'R8', 'coupe', ['V10 performance|2019|2024|p|5204|2']],
      ['rs-6', 'RS 6', 'wagon', ['RS 6 Avant|2020|-|p|3996|5']],
    ],
  },
  {
    id: 'volkswagen',
    en: 'Volkswagen',
    names: ['فولكس فاجن', '大众', '福斯', 'フォルクスワーゲン', 'Volkswagen', 'Фольксваген'],
    country: 'Germany',
    series: [
      ['golf', 'Golf', 'hatchback', ['GTI 2.0L|2016|-|p|1984|5', 'R 2.0L|2016|-|p|1984|5']],
      ['jetta', 'Jetta', 'sedan', ['SE 1.4L|2019|-|p|1395|5']],
      ['passat', 'Passat', 'sedan', ['SE 2.0L|2016|-|p|1984|5']],
      ['tiguan', 'Tiguan', 'suv', ['S 2.0L|2017|-|p|1984|5', 'R-Line 2.0L|2017|-|p|1984|7']],
      ['touareg', 'Touareg', 'suv', ['Highline 3.0L V6|2019|-|p|2995|5']],
      ['teramont', 'Teramont', 'suv', ['SE 3.6L V6|2018|-|p|3597|7']],
      ['t-roc', 'T-Roc', 'suv', ['Style 1.4L|2020|-|p|1395|5']],
      ['id-4', 'ID.4', 'suv', ['Pro|2022|-|e|-|5']],
    ],
  },
  {
    id: 'porsche',
    en: 'Porsche',
    names: ['بورش', '保时捷', '保時捷', 'ポルシェ', 'Porsche', 'Порше'],
    country: 'Germany',
    hot: true,
    series: [
      [
        'cayenne',
        'Cayenne',
        'suv',
        [
          'Cayenne 3.0L|2018|-|p|2995|5',
          'Cayenne S|2018|-|p|2894|5',
          'Cayenne E-Hybrid|2019|-|ph|2995|5',
          'Turbo GT|2022|-|p|3996|4',
        ],
      ],
      [
        'macan',
        'Macan',
        'suv',
        ['Macan 2.0L|2019|2024|p|1984|5', 'Macan GTS|2020|2024|p|2894|5', 'Macan 4 Electric|2024|-|e|-|5'],
      ],
      [
        '911',
        '911',
        'coupe',
        ['Carrera 3.0L|2019|-|p|2981|4', 'Carrera S|2019|-|p|2981|4', 'Turbo S|2020|-|p|3745|4', 'GT3|2022|-|p|3996|2'],
      ],
      ['panamera', 'Panamera', 'sedan', ['Panamera 4|2017|-|p|2894|4', 'Turbo S E-Hybrid|2021|-|ph|3996|4']],
      ['taycan', 'Taycan', 'sedan', ['Taycan 4S|2020|-|e|-|4', 'Turbo S|2020|-|e|-|4']],
      ['718-cayman', '718 Cayman', 'coupe', ['GTS 4.0|2020|-|p|3995|2']],
    ],
  },
  {
    id: 'land-rover',
    en: 'Land Rover',
    names: ['لاند روفر', '路虎', '荒原路華', 'ランドローバー', 'Land Rover', 'Ленд Ровер'],
    country: 'United Kingdom',
    hot: true,
    series: [
      [
        'range-rover',
        ['Range Rover', 'رنج روفر', '揽胜', '攬勝', 'レンジローバー', 'Range Rover', 'Рейндж Ровер'],
        'suv',
        [
          'Vogue SE 5.0L V8|2016|2021|p|4999|5',
          'Autobiography 5.0L V8|2016|2021|p|4999|5',
          'SE P400 3.0L|2022|-|p|2996|5',
          'Autobiography P530 4.4L V8|2022|-|p|4395|5',
          'SV LWB P615|2023|-|p|4395|4',
        ],
      ],
      [
        'range-rover-sport',
        'Range Rover Sport',
        'suv',
        [
          'HSE 3.0L|2018|2022|p|2995|5',
          'SVR 5.0L V8|2018|2022|p|4999|5',
          'Dynamic SE P400|2023|-|p|2996|5',
          'SV Edition One|2024|-|p|4395|5',
        ],
      ],
      ['range-rover-velar', 'Range Rover Velar', 'suv', ['R-Dynamic SE P250|2018|-|p|1997|5', 'P400|2018|-|p|2995|5']],
      ['range-rover-evoque', 'Range Rover Evoque', 'suv', ['SE P200|2019|-|p|1997|5']],
      [
        'defender',
        'Defender',
        'suv',
        [
          '110 P300|2020|-|p|1997|5',
          '110 X P400|2020|-|p|2996|7',
          '90 P400|2021|-|p|2996|5',
          '130 P400|2023|-|p|2996|8',
        ],
      ],
      ['discovery', 'Discovery', 'suv', ['HSE 3.0L|2017|-|p|2995|7']],
      ['discovery-sport', 'Discovery Sport', 'suv', ['SE P250|2016|-|p|1997|7']],
    ],
  },
  {
    id: 'jaguar',
    en: 'Jaguar',
    names: ['جاكوار', '捷豹', '捷豹', 'ジャガー', 'Jaguar', 'Ягуар'],
    country: 'United Kingdom',
    series: [
      ['f-pace', 'F-Pace', 'suv', ['Prestige 2.0L|2017|-|p|1997|5', 'SVR 5.0L V8|2019|-|p|5000|5']],
      ['xf', 'XF', 'sedan', ['Prestige 2.0L|2016|2024|p|1997|5']],
      ['f-type', 'F-Type', 'coupe', ['R-Dynamic P300|2017|2024|p|1997|2', 'R 5.0L V8|2017|2024|p|5000|2']],
      ['e-pace', 'E-Pace', 'suv', ['S P250|2018|-|p|1997|5']],
      ['i-pace', 'I-Pace', 'suv', ['EV400 HSE|2019|-|e|-|5']],
    ],
  },
  {
    id: 'bentley',
    en: 'Bentley',
    names: ['بنتلي', '宾利', '賓利', 'ベントレー', 'Bentley', 'Бентли'],
    country: 'United Kingdom',
    series: [
      ['bentayga', 'Bentayga', 'suv', ['V8|2019|-|p|3996|5', 'Speed W12|2020|2023|p|5950|5']],
      ['continental-gt', 'Continental GT', 'coupe', ['V8|2019|-|p|3996|4', 'Speed W12|2022|2024|p|5950|4']],
      ['flying-spur', 'Flying Spur', 'sedan', ['V8|2020|-|p|3996|5', 'Hybrid|2022|-|ph|2894|5']],
    ],
  },
  {
    id: 'rolls-royce',
    en: 'Rolls-Royce',
    names: ['رولز رويس', '劳斯莱斯', '勞斯萊斯', 'ロールス・ロイス', 'Rolls-Royce', 'Роллс-Ройс'],
    country: 'United Kingdom',
    series: [
      ['cullinan', 'Cullinan', 'suv', ['Cullinan 6.75L V12|2019|-|p|6749|5', 'Black Badge|2020|-|p|6749|5']],
      ['ghost', 'Ghost', 'sedan', ['Ghost 6.6L V12|2016|2020|p|6592|5', 'Ghost 6.75L V12|2021|-|p|6749|5']],
      ['phantom', 'Phantom', 'sedan', ['Phantom VIII|2018|-|p|6749|5']],
      ['wraith', 'Wraith', 'coupe', ['Wraith 6.6L V12|2016|2023|p|6592|4']],
      ['dawn', 'Dawn', 'convertible', ['Dawn 6.6L V12|2016|2023|p|6592|4']],
      ['spectre', 'Spectre', 'coupe', ['Spectre|2024|-|e|-|4']],
    ],
  },
  {
    id: 'aston-martin',
    en: 'Aston Martin',
    names: ['أستون مارتن', '阿斯顿·马丁', '奧斯頓·馬丁', 'アストンマーティン', 'Aston Martin', 'Астон Мартин'],
    country: 'United Kingdom',
    series: [
      ['dbx', 'DBX', 'suv', ['DBX V8|2021|-|p|3982|5', 'DBX707|2022|-|p|3982|5']],
      ['db11', 'DB11', 'coupe', ['DB11 V8|2018|2023|p|3982|4']],
      ['db12', 'DB12', 'coupe', ['DB12 V8|2024|-|p|3982|4']],
      ['vantage', 'Vantage', 'coupe', ['Vantage V8|2019|-|p|3982|2']],
    ],
  },
  {
    id: 'mclaren',
    en: 'McLaren',
    names: ['ماكلارين', '迈凯伦', '麥拉倫', 'マクラーレン', 'McLaren', 'Макларен'],
    country: 'United Kingdom',
    series: [
      ['720s', '720S', 'coupe', ['720S|2018|2023|p|3994|2']],
      ['750s', '750S', 'coupe', ['750S|2024|-|p|3994|2']],
      ['artura', 'Artura', 'coupe', ['Artura|2022|-|ph|2993|2']],
      ['gt', 'GT', 'coupe', ['GT|2020|-|p|3994|2']],
    ],
  },
  {
    id: 'ferrari',
    en: 'Ferrari',
    names: ['فيراري', '法拉利', '法拉利', 'フェラーリ', 'Ferrari', 'Феррари'],
    country: 'Italy',
    series: [
      ['296', '296', 'coupe', ['296 GTB|2022|-|ph|2992|2']],
      ['sf90', 'SF90', 'coupe', ['SF90 Stradale|2020|-|ph|3990|2']],
      ['roma', 'Roma', 'coupe', ['Roma|2020|-|p|3855|4']],
      ['purosangue', 'Purosangue', 'suv', ['Purosangue V12|2023|-|p|6496|4']],
      ['812', '812', 'coupe', ['812 Superfast|2018|2023|p|6496|2']],
      ['f8', 'F8', 'coupe', ['F8 Tributo|2020|2023|p|3902|2']],
      ['portofino', 'Portofino', 'convertible', ['Portofino M|2021|-|p|3855|4']],
    ],
  },
  {
    id: 'lamborghini',
    en: 'Lamborghini',
    names: ['لامبورغيني', '兰博基尼', '藍寶堅尼', 'ランボルギーニ', 'Lamborghini', 'Ламборгини'],
    country: 'Italy',
    series: [
      [
        'urus',
        'Urus',
        'suv',
        ['Urus|2018|2022|p|3996|5', 'Urus S|2023|-|p|3996|5', 'Urus Performante|2023|-|p|3996|5'],
      ],
      [
        'huracan',
        'Huracán',
        'coupe',
        ['Huracán EVO|2020|2024|p|5204|2', 'Huracán STO|2021|2024|p|5204|2', 'Huracán Tecnica|2023|2024|p|5204|2'],
      ],
      ['aventador', 'Aventador', 'coupe', ['Aventador S|2017|2021|p|6498|2', 'Aventador SVJ|2019|2022|p|6498|2']],
      ['revuelto', 'Revuelto', 'coupe', ['Revuelto|2024|-|ph|6498|2']],
    ],
  },
  {
    id: 'maserati',
    en: 'Maserati',
    names: ['مازيراتي', '玛莎拉蒂', '瑪莎拉蒂', 'マセラティ', 'Maserati', 'Мазерати'],
    country: 'Italy',
    series: [
      ['levante', 'Levante', 'suv', ['Levante Trofeo|2019|-|p|3799|5', 'Levante GT Hybrid|2022|-|h|1995|5']],
      ['ghibli', 'Ghibli', 'sedan', ['Ghibli 350|2016|2024|p|2979|5']],
      ['quattroporte', 'Quattroporte', 'sedan', ['Quattroporte S Q4|2016|2023|p|2979|5']],
      ['grecale', 'Grecale', 'suv', ['Grecale GT|2023|-|h|1995|5', 'Grecale Trofeo|2023|-|p|2992|5']],
      ['mc20', 'MC20', 'coupe', ['MC20|2022|-|p|2992|2']],
    ],
  },
  {
    id: 'peugeot',
    en: 'Peugeot',
    names: ['بيجو', '标致', '寶獅', 'プジョー', 'Peugeot', 'Пежо'],
    country: 'France',
    series: [
      ['3008', '3008', 'suv', ['Active 1.6L|2017|2020|p|1598|5', 'GT Line 1.6L|2021|-|p|1598|5']],
      ['5008', '5008', 'suv', ['Allure 1.6L|2018|-|p|1598|7']],
      ['2008', '2008', 'suv', ['Active 1.6L|2020|-|p|1598|5']],
      ['508', '508', 'sedan', ['GT Line 1.6L|2019|-|p|1598|5']],
      ['partner', 'Partner', 'van', ['Partner 1.6L|2016|-|p|1598|2|m']],
      ['landtrek', 'Landtrek', 'pickup', ['Landtrek 2.4L|2021|-|p|2378|5|m']],
    ],
  },
  {
    id: 'renault',
    en: 'Renault',
    names: ['رينو', '雷诺', '雷諾', 'ルノー', 'Renault', 'Рено'],
    country: 'France',
    series: [
      ['duster', 'Duster', 'suv', ['SE 1.6L|2018|2023|p|1598|5', 'Duster 1.3L Turbo|2024|-|p|1332|5']],
      ['koleos', 'Koleos', 'suv', ['LE 2.5L|2017|-|p|2488|5']],
      ['symbol', 'Symbol', 'sedan', ['Symbol 1.6L|2016|2022|p|1598|5']],
      ['megane', 'Megane', 'sedan', ['SE 1.6L|2017|2021|p|1598|5']],
      ['captur', 'Captur', 'suv', ['Captur 1.6L|2019|-|p|1598|5']],
    ],
  },
  {
    id: 'volvo',
    en: 'Volvo',
    names: ['فولفو', '沃尔沃', '富豪', 'ボルボ', 'Volvo', 'Вольво'],
    country: 'Sweden',
    series: [
      ['xc90', 'XC90', 'suv', ['B5 Plus|2016|-|p|1969|7', 'T8 Recharge|2016|-|ph|1969|7']],
      ['xc60', 'XC60', 'suv', ['B5 Plus|2018|-|p|1969|5', 'T8 Recharge|2018|-|ph|1969|5']],
      ['xc40', 'XC40', 'suv', ['B4|2018|-|p|1969|5', 'Recharge Twin|2021|-|e|-|5']],
      ['s90', 'S90', 'sedan', ['B5|2017|-|p|1969|5']],
      ['s60', 'S60', 'sedan', ['B5|2019|-|p|1969|5']],
      ['ex30', 'EX30', 'suv', ['Twin Motor Performance|2024|-|e|-|5']],
    ],
  },
  {
    id: 'mg',
    en: 'MG',
    names: ['إم جي', '名爵', '名爵', 'MG', 'MG', 'MG'],
    country: 'China',
    series: [
      ['zs', 'ZS', 'suv', ['STD 1.5L|2018|-|p|1498|5', 'ZS EV|2020|-|e|-|5']],
      ['mg5', 'MG5', 'sedan', ['STD 1.5L|2021|-|p|1498|5']],
      ['gt', 'GT', 'sedan', ['GT 1.5L|2022|-|p|1498|5']],
      ['rx5', 'RX5', 'suv', ['Comfort 1.5T|2019|-|p|1490|5']],
      ['hs', 'HS', 'suv', ['Luxury 1.5T|2019|-|p|1490|5']],
      ['rx8', 'RX8', 'suv', ['RX8 2.0T|2019|-|p|1997|7']],
      ['mg4', 'MG4', 'hatchback', ['MG4 Electric|2023|-|e|-|5']],
    ],
  },
  {
    id: 'geely',
    en: 'Geely',
    names: ['جيلي', '吉利', '吉利', 'ジーリー', 'Geely', 'Джили'],
    country: 'China',
    series: [
      ['coolray', 'Coolray', 'suv', ['Sport 1.5T|2020|-|p|1477|5']],
      ['emgrand', 'Emgrand', 'sedan', ['GL 1.5L|2022|-|p|1498|5']],
      ['tugella', 'Tugella', 'suv', ['Flagship 2.0T|2022|-|p|1969|5']],
      ['monjaro', 'Monjaro', 'suv', ['Flagship 2.0T|2023|-|p|1969|5']],
      ['okavango', 'Okavango', 'suv', ['Flagship 1.5T|2021|-|p|1477|7']],
    ],
  },
  {
    id: 'chery',
    en: 'Chery',
    names: ['شيري', '奇瑞', '奇瑞', 'チェリー', 'Chery', 'Чери'],
    country: 'China',
    series: [
      ['tiggo-8-pro', 'Tiggo 8 Pro', 'suv', ['Luxury 1.6T|2021|-|p|1598|7']],
      ['tiggo-7-pro', 'Tiggo 7 Pro', 'suv', ['Luxury 1.5T|2021|-|p|1498|5']],
      ['tiggo-4-pro', 'Tiggo 4 Pro', 'suv', ['Tiggo 4 Pro 1.5T|2022|-|p|1498|5']],
      ['arrizo-6', 'Arrizo 6', 'sedan', ['Arrizo 6 1.5T|2022|-|p|1498|5']],
      ['arrizo-8', 'Arrizo 8', 'sedan', ['Arrizo 8 1.6T|2023|-|p|1598|5']],
    ],
  },
  {
    id: 'haval',
    en: 'Haval',
    names: ['هافال', '哈弗', '哈弗', 'ハヴァル', 'Haval', 'Хавал'],
    country: 'China',
    series: [
      ['h6', 'H6', 'suv', ['Supreme 1.5T|2021|-|p|1497|5', 'H6 HEV|2022|-|h|1497|5']],
      ['jolion', 'Jolion', 'suv', ['Premium 1.5T|2021|-|p|1497|5']],
      ['h9', 'H9', 'suv', ['Supreme 2.0T|2016|-|p|1967|7']],
      ['dargo', 'Dargo', 'suv', ['Dargo 2.0T|2022|-|p|1967|5']],
    ],
  },
  {
    id: 'changan',
    en: 'Changan',
    names: ['شانجان', '长安', '長安', '長安', 'Changan', 'Чанган'],
    country: 'China',
    series: [
      ['cs35-plus', 'CS35 Plus', 'suv', ['Lux 1.4T|2020|-|p|1399|5']],
      ['cs75-plus', 'CS75 Plus', 'suv', ['Lux 1.5T|2020|-|p|1494|5']],
      ['cs85', 'CS85 Coupe', 'suv', ['CS85 2.0T|2020|-|p|1998|5']],
      ['uni-t', 'UNI-T', 'suv', ['UNI-T 1.5T|2021|-|p|1494|5']],
      ['uni-k', 'UNI-K', 'suv', ['UNI-K 2.0T|2022|-|p|1998|5']],
      ['alsvin', 'Alsvin', 'sedan', ['Alsvin 1.5L|2019|-|p|1475|5']],
      ['eado', 'Eado', 'sedan', ['Eado 1.4T|2019|-|p|1399|5']],
      ['hunter', 'Hunter', 'pickup', ['Hunter 2.0T|2021|-|p|1995|5']],
    ],
  },
  {
    id: 'byd',
    en: 'BYD',
    names: ['بي واي دي', '比亚迪', '比亞迪', 'BYD', 'BYD', 'BYD'],
    country: 'China',
    series: [
      ['han', 'Han', 'sedan', ['Han EV|2021|-|e|-|5']],
      ['seal', 'Seal', 'sedan', ['AWD Performance|2023|-|e|-|5']],
      ['atto-3', 'Atto 3', 'suv', ['Extended Range|2023|-|e|-|5']],
      ['song-plus', 'Song Plus', 'suv', ['Song Plus DM-i|2023|-|ph|1498|5']],
      ['seal-u', 'Seal U', 'suv', ['Seal U DM-i|2024|-|ph|1498|5']],
      ['tang', 'Tang', 'suv', ['Tang EV|2023|-|e|-|7']],
      ['dolphin', 'Dolphin', 'hatchback', ['Dolphin|2024|-|e|-|5']],
    ],
  },
  {
    id: 'jetour',
    en: 'Jetour',
    names: ['جيتور', '捷途', '捷途', 'ジェツアー', 'Jetour', 'Джетур'],
    country: 'China',
    series: [
      ['x70-plus', 'X70 Plus', 'suv', ['X70 Plus 1.5T|2021|-|p|1498|7']],
      ['x90-plus', 'X90 Plus', 'suv', ['X90 Plus 1.6T|2022|-|p|1598|7']],
      ['dashing', 'Dashing', 'suv', ['Dashing 1.6T|2022|-|p|1598|5']],
      ['t2', 'T2', 'suv', ['T2 2.0T|2024|-|p|1998|5']],
    ],
  },
  {
    id: 'hongqi',
    en: 'Hongqi',
    names: ['هونشي', '红旗', '紅旗', '紅旗', 'Hongqi', 'Хунци'],
    country: 'China',
    series: [
      ['h5', 'H5', 'sedan', ['H5 1.8T|2023|-|p|1798|5']],
      ['hs5', 'HS5', 'suv', ['HS5 2.0T|2020|-|p|1989|5']],
      ['h9', 'H9', 'sedan', ['H9 3.0T V6|2021|-|p|2995|5']],
      ['e-hs9', 'E-HS9', 'suv', ['E-HS9|2021|-|e|-|7']],
    ],
  },
  {
    id: 'gac',
    en: 'GAC',
    names: ['جي إيه سي', '广汽传祺', '廣汽傳祺', '広汽', 'GAC', 'GAC'],
    country: 'China',
    series: [
      ['gs8', 'GS8', 'suv', ['GS8 2.0T|2022|-|p|1991|7']],
      ['gs3', 'GS3', 'suv', ['GS3 1.5T|2021|-|p|1499|5']],
      ['ga8', 'GA8', 'sedan', ['GA8 2.0T|2021|-|p|1991|5']],
      ['empow', 'Empow', 'sedan', ['Empow 1.5T|2022|-|p|1499|5']],
      ['m8', 'M8', 'minivan', ['M8 2.0T|2022|-|p|1991|7']],
    ],
  },
];

export interface BrandSeed {
  id: string;
  name: string;
  names: LocalizedNames;
  letter: string;
  country: string;
  hot: boolean;
  sort: number;
}
export interface SeriesSeed {
  id: string;
  brandId: string;
  name: string;
  names: LocalizedNames;
  bodyType: BodyType;
  sort: number;
}
export interface ModelSeed {
  id: string;
  seriesId: string;
  brandId: string;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  bodyType: BodyType;
  fuel: FuelType;
  transmission: Transmission;
  engineCc: number | null;
  emissionStandard: EmissionStandard;
  seats: number | null;
}

const FUELS: Record<string, FuelType> = { p: 'petrol', d: 'diesel', h: 'hybrid', ph: 'plugin_hybrid', e: 'electric' };

function names6(en: string, [ar, zhCN, zhTW, ja, fr, ru]: Names6): LocalizedNames {
  return { en, ar, 'zh-CN': zhCN, 'zh-TW': zhTW, ja, fr, ru };
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[./]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function emissionFor(fuel: FuelType, yearFrom: number): EmissionStandard {
  if (fuel === 'electric') return 'zero';
  if (yearFrom >= 2021) return 'euro6';
  if (yearFrom >= 2015) return 'euro5';
  return 'euro4';
}

function parseModel(line: string, series: SeriesSeed): ModelSeed {
  const [name = '', from = '', to = '', fuelCode = '', cc = '', seats = '', flags = ''] = line.split('|');
  const fuel = FUELS[fuelCode];
  if (!name || !fuel || !/^\d{4}$/.test(from)) throw new Error(`catalogue: bad model line "${line}"`);
  const yearFrom = Number(from);
  const flagList = flags.split(' ').filter(Boolean);
  const body = flagList.find((f) => f.startsWith('b:'))?.slice(2) as BodyType | undefined;
  return {
    id: `${series.id}-${slug(name)}-${yearFrom}`,
    seriesId: series.id,
    brandId: series.brandId,
    name,
    yearFrom,
    yearTo: to === '-' ? null : Number(to),
    bodyType: body ?? series.bodyType,
    fuel,
    transmission: flagList.includes('m') ? 'manual' : 'automatic',
    engineCc: cc === '-' || cc === '' ? null : Number(cc),
    emissionStandard: emissionFor(fuel, yearFrom),
    seats: seats ? Number(seats) : null,
  };
}

export const CATALOG_BRANDS: BrandSeed[] = [];
export const CATALOG_SERIES: SeriesSeed[] = [];
export const CATALOG_MODELS: ModelSeed[] = [];

for (const [b, brand] of BRANDS.entries()) {
  CATALOG_BRANDS.push({
    id: brand.id,
    name: brand.en,
    names: names6(brand.en, brand.names),
    letter: brand.en.charAt(0).toUpperCase(),
    country: brand.country,
    hot: brand.hot ?? false,
    sort: b,
  });
  for (const [s, [seriesSlug, name, body, models]] of brand.series.entries()) {
    const [en, ...rest] = typeof name === 'string' ? [name] : name;
    const series: SeriesSeed = {
      id: `${brand.id}-${seriesSlug}`,
      brandId: brand.id,
      name: en,
      names: rest.length === 6 ? names6(en, rest as Names6) : { en },
      bodyType: body,
      sort: s,
    };
    CATALOG_SERIES.push(series);
    for (const line of models) CATALOG_MODELS.push(parseModel(line, series));
  }
}
