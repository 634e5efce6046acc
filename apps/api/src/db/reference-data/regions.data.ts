import type { LocalizedNames } from '@souq/shared';

/**
 * The seven emirates of the UAE, their cities and the main areas of the big cities, with names in
 * the product's seven languages and approximate centre coordinates.
 *
 * Source: compiled by the team from the official emirate names (UAE government portal u.ae) and
 * the names used by the emirates' municipalities and land departments; coordinates are rounded
 * centre points from OpenStreetMap. Ids are stable slugs: never rename one (rows refer to them).
 * Its length is the map's: data, not logic.
 */
export interface RegionSeed {
  id: string;
  parentId: string | null;
  level: 'emirate' | 'city' | 'area';
  emirateId: string;
  names: LocalizedNames;
  hot: boolean;
  sort: number;
  lat: number;
  lng: number;
}

type N = [en: string, ar: string, zhCN: string, zhTW: string, ja: string, fr: string, ru: string];
const n = ([en, ar, zhCN, zhTW, ja, fr, ru]: N): LocalizedNames => ({
  en,
  ar,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  fr,
  ru,
});

type AreaDef = [id: string, names: N, lat: number, lng: number];
type CityDef = [id: string, names: N, lat: number, lng: number, hot: boolean, areas?: AreaDef[]];
type EmirateDef = [id: string, names: N, lat: number, lng: number, cities: CityDef[]];

const EMIRATES: EmirateDef[] = [
  [
    'dubai',
    ['Dubai', 'دبي', '迪拜', '杜拜', 'ドバイ', 'Dubaï', 'Дубай'],
    25.2048,
    55.2708,
    [
      [
        'dubai-city',
        ['Dubai', 'دبي', '迪拜', '杜拜', 'ドバイ', 'Dubaï', 'Дубай'],
        25.2048,
        55.2708,
        true,
        [
          [
            'dubai-marina',
            ['Dubai Marina', 'دبي مارينا', '迪拜码头', '杜拜碼頭', 'ドバイ・マリーナ', 'Dubaï Marina', 'Дубай Марина'],
            25.0805,
            55.1403,
          ],
          [
            'downtown-dubai',
            [
              'Downtown Dubai',
              'وسط مدينة دبي',
              '迪拜市中心',
              '杜拜市中心',
              'ダウンタウン・ドバイ',
              'Centre-ville de Dubaï',
              'Даунтаун Дубай',
            ],
            25.1972,
            55.2744,
          ],
          ['deira', ['Deira', 'ديرة', '德伊勒', '德伊勒', 'デイラ', 'Deïra', 'Дейра'], 25.2697, 55.3095],
          [
            'bur-dubai',
            ['Bur Dubai', 'بر دبي', '布尔迪拜', '布爾杜拜', 'ブール・ドバイ', 'Bur Dubaï', 'Бур-Дубай'],
            25.2532,
            55.2972,
          ],
          [
            'jumeirah',
            ['Jumeirah', 'جميرا', '朱美拉', '朱美拉', 'ジュメイラ', 'Jumeirah', 'Джумейра'],
            25.2048,
            55.2416,
          ],
          [
            'jumeirah-lake-towers',
            [
              'Jumeirah Lake Towers (JLT)',
              'أبراج بحيرات جميرا',
              '朱美拉湖塔（JLT）',
              '朱美拉湖塔（JLT）',
              'ジュメイラ・レイク・タワーズ（JLT）',
              'Jumeirah Lake Towers (JLT)',
              'Джумейра Лейк Тауэрс (JLT)',
            ],
            25.0693,
            55.1413,
          ],
          [
            'business-bay',
            ['Business Bay', 'الخليج التجاري', '商业湾', '商業灣', 'ビジネス・ベイ', 'Business Bay', 'Бизнес-Бей'],
            25.186,
            55.262,
          ],
          [
            'al-quoz',
            ['Al Quoz', 'القوز', '阿尔库兹', '阿爾庫茲', 'アル・クオーズ', 'Al Quoz', 'Аль-Куоз'],
            25.138,
            55.23,
          ],
          [
            'al-barsha',
            ['Al Barsha', 'البرشاء', '阿尔巴沙', '阿爾巴沙', 'アル・バルシャ', 'Al Barsha', 'Аль-Барша'],
            25.11,
            55.2,
          ],
          [
            'dubai-silicon-oasis',
            [
              'Dubai Silicon Oasis',
              'واحة دبي للسيليكون',
              '迪拜硅绿洲',
              '杜拜矽綠洲',
              'ドバイ・シリコン・オアシス',
              'Dubaï Silicon Oasis',
              'Дубай Силикон Оазис',
            ],
            25.1181,
            55.3853,
          ],
          ['mirdif', ['Mirdif', 'مردف', '米尔迪夫', '米爾迪夫', 'ミルディフ', 'Mirdif', 'Мирдиф'], 25.2193, 55.42],
          [
            'international-city',
            [
              'International City',
              'المدينة العالمية',
              '国际城',
              '國際城',
              'インターナショナル・シティ',
              'International City',
              'Интернешнл Сити',
            ],
            25.165,
            55.407,
          ],
          [
            'dubai-investments-park',
            [
              'Dubai Investments Park',
              'مجمع دبي للاستثمار',
              '迪拜投资园',
              '杜拜投資園',
              'ドバイ・インベストメンツ・パーク',
              'Dubaï Investments Park',
              'Дубай Инвестментс Парк',
            ],
            24.984,
            55.172,
          ],
          [
            'ras-al-khor',
            [
              'Ras Al Khor (Auto Market)',
              'رأس الخور (سوق السيارات)',
              '拉斯海尔（汽车市场）',
              '拉斯海爾（汽車市場）',
              'ラス・アル・ホール（オートマーケット）',
              'Ras Al Khor (marché automobile)',
              'Рас-эль-Хор (авторынок)',
            ],
            25.176,
            55.358,
          ],
          [
            'jebel-ali',
            ['Jebel Ali', 'جبل علي', '杰贝阿里', '傑貝阿里', 'ジュベル・アリ', 'Djebel Ali', 'Джебель-Али'],
            25.0118,
            55.1313,
          ],
          [
            'al-qusais',
            ['Al Qusais', 'القصيص', '阿尔古赛斯', '阿爾古賽斯', 'アル・クサイス', 'Al Qusais', 'Аль-Кусайс'],
            25.288,
            55.38,
          ],
          [
            'palm-jumeirah',
            [
              'Palm Jumeirah',
              'نخلة جميرا',
              '朱美拉棕榈岛',
              '朱美拉棕櫚島',
              'パーム・ジュメイラ',
              'Palm Jumeirah',
              'Палм-Джумейра',
            ],
            25.1124,
            55.139,
          ],
        ],
      ],
      ['hatta', ['Hatta', 'حتا', '哈塔', '哈塔', 'ハッタ', 'Hatta', 'Хатта'], 24.7964, 56.1186, false],
    ],
  ],
  [
    'abu-dhabi',
    ['Abu Dhabi', 'أبوظبي', '阿布扎比', '阿布達比', 'アブダビ', 'Abou Dabi', 'Абу-Даби'],
    24.4539,
    54.3773,
    [
      [
        'abu-dhabi-city',
        ['Abu Dhabi', 'أبوظبي', '阿布扎比', '阿布達比', 'アブダビ', 'Abou Dabi', 'Абу-Даби'],
        24.4539,
        54.3773,
        true,
        [
          [
            'al-reem-island',
            ['Al Reem Island', 'جزيرة الريم', '瑞姆岛', '瑞姆島', 'アル・リーム島', 'Île Al Reem', 'Остров Аль-Рим'],
            24.499,
            54.406,
          ],
          [
            'khalifa-city',
            [
              'Khalifa City',
              'مدينة خليفة',
              '哈利法城',
              '哈利法城',
              'ハリーファ・シティ',
              'Khalifa City',
              'Халифа-Сити',
            ],
            24.42,
            54.58,
          ],
          ['mussafah', ['Mussafah', 'مصفح', '穆萨法', '穆薩法', 'ムサッファ', 'Moussaffah', 'Мусаффа'], 24.35, 54.5],
          [
            'yas-island',
            ['Yas Island', 'جزيرة ياس', '亚斯岛', '亞斯島', 'ヤス島', 'Île de Yas', 'Остров Яс'],
            24.488,
            54.608,
          ],
          [
            'saadiyat-island',
            [
              'Saadiyat Island',
              'جزيرة السعديات',
              '萨迪亚特岛',
              '薩迪亞特島',
              'サディヤット島',
              'Île de Saadiyat',
              'Остров Саадият',
            ],
            24.545,
            54.433,
          ],
          [
            'al-khalidiyah',
            [
              'Al Khalidiyah',
              'الخالدية',
              '哈利迪耶',
              '哈利迪耶',
              'アル・ハーリディーヤ',
              'Al Khalidiyah',
              'Аль-Халидия',
            ],
            24.47,
            54.35,
          ],
        ],
      ],
      ['al-ain', ['Al Ain', 'العين', '艾因', '艾因', 'アル・アイン', 'Al Aïn', 'Эль-Айн'], 24.2075, 55.7447, true],
      [
        'madinat-zayed',
        [
          'Madinat Zayed (Al Dhafra)',
          'مدينة زايد (الظفرة)',
          '扎耶德城（宰夫拉）',
          '扎耶德城（宰夫拉）',
          'マディーナト・ザーイド（アル・ダフラ）',
          'Madinat Zayed (Al Dhafra)',
          'Мадинат-Заид (Эд-Дафра)',
        ],
        23.6833,
        53.7,
        false,
      ],
      ['ruwais', ['Ruwais', 'الرويس', '鲁韦斯', '魯韋斯', 'ルワイス', 'Ruwais', 'Эр-Рувайс'], 24.1103, 52.7306, false],
    ],
  ],
  [
    'sharjah',
    ['Sharjah', 'الشارقة', '沙迦', '沙迦', 'シャルジャ', 'Charjah', 'Шарджа'],
    25.3463,
    55.4209,
    [
      [
        'sharjah-city',
        ['Sharjah', 'الشارقة', '沙迦', '沙迦', 'シャルジャ', 'Charjah', 'Шарджа'],
        25.3463,
        55.4209,
        true,
        [
          [
            'al-nahda-sharjah',
            ['Al Nahda', 'النهدة', '阿尔纳达', '阿爾納達', 'アル・ナハダ', 'Al Nahda', 'Аль-Нахда'],
            25.3,
            55.37,
          ],
          [
            'sharjah-industrial-area',
            [
              'Industrial Area',
              'المنطقة الصناعية',
              '工业区',
              '工業區',
              '工業地区',
              'Zone industrielle',
              'Промышленная зона',
            ],
            25.315,
            55.415,
          ],
          ['muwaileh', ['Muwaileh', 'مويلح', '穆韦莱', '穆韋萊', 'ムワイレ', 'Muwaileh', 'Мувайле'], 25.305, 55.455],
          [
            'al-majaz',
            ['Al Majaz', 'المجاز', '阿尔马贾兹', '阿爾馬賈茲', 'アル・マジャズ', 'Al Majaz', 'Аль-Маджаз'],
            25.327,
            55.385,
          ],
          ['al-khan', ['Al Khan', 'الخان', '阿尔汗', '阿爾汗', 'アル・ハーン', 'Al Khan', 'Аль-Хан'], 25.324, 55.365],
          [
            'al-taawun',
            ['Al Taawun', 'التعاون', '阿尔塔万', '阿爾塔萬', 'アル・タアーウン', 'Al Taawun', 'Ат-Таавун'],
            25.312,
            55.378,
          ],
        ],
      ],
      [
        'khor-fakkan',
        ['Khor Fakkan', 'خورفكان', '豪尔费坎', '豪爾費坎', 'ホール・ファッカン', 'Khor Fakkan', 'Хор-Факкан'],
        25.3392,
        56.3431,
        false,
      ],
      ['kalba', ['Kalba', 'كلباء', '卡尔巴', '卡爾巴', 'カルバ', 'Kalba', 'Кальба'], 25.0514, 56.3547, false],
      [
        'dibba-al-hisn',
        [
          'Dibba Al Hisn',
          'دبا الحصن',
          '迪巴希森',
          '迪巴希森',
          'ディッバ・アル＝ヒスン',
          'Dibba Al Hisn',
          'Дибба-эль-Хисн',
        ],
        25.6192,
        56.2728,
        false,
      ],
      [
        'al-dhaid',
        ['Al Dhaid', 'الذيد', '代德', '代德', 'アル・ダイド', 'Al Dhaid', 'Эд-Дайд'],
        25.2886,
        55.8819,
        false,
      ],
    ],
  ],
  [
    'ajman',
    ['Ajman', 'عجمان', '阿治曼', '阿治曼', 'アジュマーン', 'Ajman', 'Аджман'],
    25.4052,
    55.5136,
    [
      [
        'ajman-city',
        ['Ajman', 'عجمان', '阿治曼', '阿治曼', 'アジュマーン', 'Ajman', 'Аджман'],
        25.4052,
        55.5136,
        true,
        [
          [
            'al-nuaimiya',
            ['Al Nuaimiya', 'النعيمية', '努艾米亚', '努艾米亞', 'アル・ヌアイミーヤ', 'Al Nuaimiya', 'Аль-Нуаймия'],
            25.39,
            55.45,
          ],
          ['al-jurf', ['Al Jurf', 'الجرف', '朱尔夫', '朱爾夫', 'アル・ジュルフ', 'Al Jurf', 'Аль-Джурф'], 25.41, 55.51],
        ],
      ],
      ['masfout', ['Masfout', 'مصفوت', '马斯福特', '馬斯福特', 'マスフート', 'Masfout', 'Масфут'], 24.8, 56.1, false],
    ],
  ],
  [
    'umm-al-quwain',
    [
      'Umm Al Quwain',
      'أم القيوين',
      '乌姆盖万',
      '烏姆蓋萬',
      'ウンム・アル＝カイワイン',
      'Oumm al Qaïwaïn',
      'Умм-эль-Кайвайн',
    ],
    25.5647,
    55.5552,
    [
      [
        'umm-al-quwain-city',
        [
          'Umm Al Quwain',
          'أم القيوين',
          '乌姆盖万',
          '烏姆蓋萬',
          'ウンム・アル＝カイワイン',
          'Oumm al Qaïwaïn',
          'Умм-эль-Кайвайн',
        ],
        25.5647,
        55.5552,
        false,
      ],
    ],
  ],
  [
    'ras-al-khaimah',
    ['Ras Al Khaimah', 'رأس الخيمة', '哈伊马角', '哈伊馬角', 'ラアス・アル＝ハイマ', 'Ras el Khaïmah', 'Рас-эль-Хайма'],
    25.8007,
    55.9762,
    [
      [
        'ras-al-khaimah-city',
        [
          'Ras Al Khaimah',
          'رأس الخيمة',
          '哈伊马角',
          '哈伊馬角',
          'ラアス・アル＝ハイマ',
          'Ras el Khaïmah',
          'Рас-эль-Хайма',
        ],
        25.8007,
        55.9762,
        true,
      ],
    ],
  ],
  [
    'fujairah',
    ['Fujairah', 'الفجيرة', '富查伊拉', '富查伊拉', 'フジャイラ', 'Fujaïrah', 'Фуджейра'],
    25.1288,
    56.3265,
    [
      [
        'fujairah-city',
        ['Fujairah', 'الفجيرة', '富查伊拉', '富查伊拉', 'フジャイラ', 'Fujaïrah', 'Фуджейра'],
        25.1288,
        56.3265,
        false,
      ],
      [
        'dibba-al-fujairah',
        [
          'Dibba Al Fujairah',
          'دبا الفجيرة',
          '迪巴富查伊拉',
          '迪巴富查伊拉',
          'ディッバ・アル＝フジャイラ',
          'Dibba Al Fujairah',
          'Дибба-эль-Фуджейра',
        ],
        25.5925,
        56.2611,
        false,
      ],
    ],
  ],
];

/** Every region row, parents before children, in display order. */
export const REGIONS: RegionSeed[] = EMIRATES.flatMap(([emirateId, names, lat, lng, cities], e) => [
  {
    id: emirateId,
    parentId: null,
    level: 'emirate' as const,
    emirateId,
    names: n(names),
    hot: false,
    sort: e,
    lat,
    lng,
  },
  ...cities.flatMap(([cityId, cityNames, cLat, cLng, hot, areas = []], c) => [
    {
      id: cityId,
      parentId: emirateId,
      level: 'city' as const,
      emirateId,
      names: n(cityNames),
      hot,
      sort: c,
      lat: cLat,
      lng: cLng,
    },
    ...areas.map(([areaId, areaNames, aLat, aLng], a) => ({
      id: areaId,
      parentId: cityId,
      level: 'area' as const,
      emirateId,
      names: n(areaNames),
      hot: false,
      sort: a,
      lat: aLat,
      lng: aLng,
    })),
  ]),
]);
