import type { BannerPlacement, LocalizedNames } from '@souq/shared';

/**
 * Home banners seeded with the reference data. The artwork is the team's own SVG under
 * apps/web/public/banners/ (no text in the images: titles are localized and drawn by the app).
 */
export interface BannerSeed {
  id: string;
  placement: BannerPlacement;
  titles: LocalizedNames;
  subtitles: LocalizedNames;
  imageUrl: string;
  linkPath: string | null;
  sort: number;
}

export const BANNERS: BannerSeed[] = [
  {
    id: 'rent-daily',
    placement: 'home_rent',
    sort: 0,
    imageUrl: '/banners/rent-desert.svg',
    linkPath: '/rentals',
    titles: {
      en: 'Rent a car by the day, week or month',
      ar: 'استأجر سيارة باليوم أو الأسبوع أو الشهر',
      'zh-CN': '按天、按周或按月租车',
      'zh-TW': '按日、按週或按月租車',
      ja: '日・週・月単位でレンタカー',
      fr: 'Louez une voiture à la journée, à la semaine ou au mois',
      ru: 'Аренда авто на день, неделю или месяц',
    },
    subtitles: {
      en: 'Delivered across the Emirates, book 48 hours ahead',
      ar: 'توصيل في جميع الإمارات، احجز قبل 48 ساعة',
      'zh-CN': '全阿联酋送车，提前48小时预订',
      'zh-TW': '全阿聯酋送車，提前48小時預訂',
      ja: 'UAE全域にお届け、48時間前までにご予約ください',
      fr: 'Livrée dans tous les Émirats, réservez 48 heures à l’avance',
      ru: 'Доставка по всем Эмиратам, бронь за 48 часов',
    },
  },
  {
    id: 'rent-lease',
    placement: 'home_rent',
    sort: 1,
    imageUrl: '/banners/rent-skyline.svg',
    linkPath: '/lease',
    titles: {
      en: 'Drive it now, own it later',
      ar: 'قدها الآن وامتلكها لاحقًا',
      'zh-CN': '现在开走，日后拥有',
      'zh-TW': '現在開走，日後擁有',
      ja: '今すぐ乗って、あとで自分のものに',
      fr: 'Roulez maintenant, devenez propriétaire plus tard',
      ru: 'Ездите сейчас, владейте потом',
    },
    subtitles: {
      en: 'Lease-to-own plans from 12 to 36 months',
      ar: 'خطط تأجير منتهٍ بالتمليك من 12 إلى 36 شهرًا',
      'zh-CN': '12至36个月以租代购方案',
      'zh-TW': '12至36個月以租代購方案',
      ja: '12〜36か月のリース・トゥ・オウンプラン',
      fr: 'Location avec option d’achat de 12 à 36 mois',
      ru: 'Аренда с выкупом на 12–36 месяцев',
    },
  },
  {
    id: 'cars-inspected',
    placement: 'home_cars',
    sort: 0,
    imageUrl: '/banners/cars-showroom.svg',
    linkPath: '/cars',
    titles: {
      en: 'Inspected cars from verified dealers',
      ar: 'سيارات مفحوصة من تجار موثقين',
      'zh-CN': '认证车商的检测车源',
      'zh-TW': '認證車商的檢測車源',
      ja: '認証ディーラーの点検済み車両',
      fr: 'Voitures inspectées de concessionnaires vérifiés',
      ru: 'Проверенные авто от надёжных дилеров',
    },
    subtitles: {
      en: 'GCC, US and Japanese specs with full reports',
      ar: 'مواصفات خليجية وأمريكية ويابانية مع تقارير كاملة',
      'zh-CN': '海湾、美规和日规车型，附完整检测报告',
      'zh-TW': '海灣、美規和日規車型，附完整檢測報告',
      ja: 'GCC・米国・日本仕様、詳細レポート付き',
      fr: 'Spécifications GCC, US et japonaises avec rapports complets',
      ru: 'Спецификации GCC, США и Японии с полными отчётами',
    },
  },
  {
    id: 'cars-sell',
    placement: 'home_cars',
    sort: 1,
    imageUrl: '/banners/cars-sell.svg',
    linkPath: '/publish',
    titles: {
      en: 'Sell your car in minutes',
      ar: 'بع سيارتك في دقائق',
      'zh-CN': '几分钟卖掉您的车',
      'zh-TW': '幾分鐘賣掉您的車',
      ja: '数分で愛車を出品',
      fr: 'Vendez votre voiture en quelques minutes',
      ru: 'Продайте авто за несколько минут',
    },
    subtitles: {
      en: 'Post with photos and reach buyers in every emirate',
      ar: 'انشر مع الصور وتواصل مع المشترين في كل إمارة',
      'zh-CN': '上传照片发布，触达各酋长国买家',
      'zh-TW': '上傳照片刊登，觸及各酋長國買家',
      ja: '写真付きで投稿して全首長国の買い手へ',
      fr: 'Publiez avec photos et touchez les acheteurs de chaque émirat',
      ru: 'Публикуйте с фото и находите покупателей во всех эмиратах',
    },
  },
];
