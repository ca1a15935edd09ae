/**
 * Shopping words in Bengali and Chinese with the English our titles use (docs/catalog.md,
 * "Bengali and Chinese keywords"). Customers type "ব্যাকপ্যাক" or "背包"; listings are indexed in
 * English, so a search translates the words it knows before it matches. Reference data, like
 * the taxonomy: a word a customer needs goes here, next to the category it finds.
 */
export interface GlossaryEntry {
  /** What the English index is searched for (a category name or a title word). */
  en: string;
  bn: readonly string[];
  zh: readonly string[];
}

export const keywordGlossary: readonly GlossaryEntry[] = [
  // Bags and luggage
  { en: 'backpack', bn: ['ব্যাকপ্যাক', 'ব্যাগপ্যাক', 'পিঠের ব্যাগ'], zh: ['背包', '双肩包'] },
  { en: 'bag', bn: ['ব্যাগ', 'থলে'], zh: ['包', '包包', '袋'] },
  { en: 'handbag', bn: ['হ্যান্ডব্যাগ', 'ভ্যানিটি ব্যাগ'], zh: ['手提包', '女包'] },
  { en: 'suitcase', bn: ['স্যুটকেস', 'লাগেজ'], zh: ['行李箱', '拉杆箱'] },
  { en: 'wallet', bn: ['ওয়ালেট', 'মানিব্যাগ'], zh: ['钱包'] },
  // Clothing
  { en: 'dress', bn: ['ড্রেস', 'ফ্রক'], zh: ['连衣裙', '裙子'] },
  { en: 'blouse', bn: ['ব্লাউজ'], zh: ['雪纺衫'] },
  { en: 'top', bn: ['টপস', 'টপ'], zh: ['上衣'] },
  { en: 'jeans', bn: ['জিন্স'], zh: ['牛仔裤'] },
  { en: 'trousers', bn: ['প্যান্ট', 'ট্রাউজার'], zh: ['裤子', '长裤'] },
  { en: 'coat', bn: ['কোট'], zh: ['外套', '大衣'] },
  { en: 'jacket', bn: ['জ্যাকেট'], zh: ['夹克'] },
  { en: 'shirt', bn: ['শার্ট'], zh: ['衬衫'] },
  { en: 't-shirt', bn: ['টি-শার্ট', 'টিশার্ট', 'গেঞ্জি'], zh: ['T恤', 't恤'] },
  { en: 'sportswear', bn: ['খেলার পোশাক', 'স্পোর্টসওয়্যার'], zh: ['运动服'] },
  // Shoes
  { en: 'shoes', bn: ['জুতা', 'জুতো', 'শু'], zh: ['鞋', '鞋子'] },
  { en: 'sneakers', bn: ['স্নিকার্স', 'স্নিকার', 'কেডস'], zh: ['运动鞋', '球鞋'] },
  { en: 'boots', bn: ['বুট'], zh: ['靴子', '靴'] },
  { en: 'sandals', bn: ['স্যান্ডেল'], zh: ['凉鞋'] },
  { en: 'slippers', bn: ['চপ্পল', 'স্লিপার'], zh: ['拖鞋'] },
  // Phones and electronics
  { en: 'phone case', bn: ['ফোন কভার', 'মোবাইল কভার', 'ফোনের কভার'], zh: ['手机壳'] },
  { en: 'phone', bn: ['ফোন', 'মোবাইল'], zh: ['手机'] },
  { en: 'charger', bn: ['চার্জার'], zh: ['充电器'] },
  { en: 'power bank', bn: ['পাওয়ার ব্যাংক'], zh: ['充电宝', '移动电源'] },
  { en: 'cable', bn: ['ক্যাবল', 'কেবল'], zh: ['数据线'] },
  { en: 'headphones', bn: ['হেডফোন', 'হেডসেট'], zh: ['耳机', '头戴式耳机'] },
  { en: 'earbuds', bn: ['ইয়ারবাড', 'ইয়ারবাডস', 'ইয়ারফোন'], zh: ['入耳式耳机', '蓝牙耳机'] },
  { en: 'smart watch', bn: ['স্মার্টওয়াচ', 'স্মার্ট ঘড়ি'], zh: ['智能手表'] },
  { en: 'watch', bn: ['ঘড়ি', 'হাতঘড়ি'], zh: ['手表'] },
  { en: 'keyboard', bn: ['কিবোর্ড'], zh: ['键盘'] },
  { en: 'mouse', bn: ['মাউস'], zh: ['鼠标'] },
  // Home and kitchen
  { en: 'cookware', bn: ['রান্নার পাত্র', 'হাঁড়ি'], zh: ['锅具'] },
  { en: 'pan', bn: ['প্যান', 'কড়াই', 'ফ্রাইপ্যান'], zh: ['平底锅', '炒锅', '锅'] },
  { en: 'knife', bn: ['ছুরি', 'চাকু'], zh: ['刀具', '刀'] },
  { en: 'storage', bn: ['স্টোরেজ', 'তাক'], zh: ['收纳'] },
  { en: 'bedding', bn: ['বিছানার চাদর', 'চাদর'], zh: ['床单', '床上用品'] },
  { en: 'pillow', bn: ['বালিশ'], zh: ['枕头'] },
  { en: 'lamp', bn: ['ল্যাম্প', 'বাতি'], zh: ['台灯', '灯'] },
  { en: 'light', bn: ['লাইট'], zh: ['灯具'] },
  // Beauty and health
  { en: 'skincare', bn: ['ত্বকের যত্ন', 'স্কিনকেয়ার'], zh: ['护肤品', '护肤'] },
  { en: 'cream', bn: ['ক্রিম'], zh: ['面霜'] },
  { en: 'serum', bn: ['সিরাম'], zh: ['精华液', '精华'] },
  { en: 'sunscreen', bn: ['সানস্ক্রিন'], zh: ['防晒霜'] },
  { en: 'makeup', bn: ['মেকআপ', 'প্রসাধনী'], zh: ['化妆品', '彩妆'] },
  { en: 'lip', bn: ['লিপস্টিক', 'লিপগ্লস'], zh: ['口红', '唇釉'] },
  { en: 'hair', bn: ['চুল', 'হেয়ার'], zh: ['头发', '美发'] },
  { en: 'hair dryer', bn: ['হেয়ার ড্রায়ার', 'চুল শুকানোর যন্ত্র'], zh: ['吹风机'] },
  // Sports and outdoors
  { en: 'yoga mat', bn: ['যোগা ম্যাট', 'যোগ ম্যাট'], zh: ['瑜伽垫'] },
  { en: 'dumbbells', bn: ['ডাম্বেল'], zh: ['哑铃'] },
  { en: 'fitness', bn: ['ব্যায়াম', 'ফিটনেস'], zh: ['健身'] },
  { en: 'tent', bn: ['তাঁবু', 'টেন্ট'], zh: ['帐篷'] },
  { en: 'camping', bn: ['ক্যাম্পিং'], zh: ['露营'] },
  { en: 'cycling', bn: ['সাইকেল', 'সাইক্লিং'], zh: ['自行车', '骑行'] },
  // Toys, kids and baby
  { en: 'toy', bn: ['খেলনা'], zh: ['玩具'] },
  { en: 'baby', bn: ['শিশু', 'বেবি'], zh: ['婴儿', '宝宝'] },
  // Jewellery
  { en: 'jewellery', bn: ['গহনা', 'গয়না'], zh: ['首饰', '饰品'] },
  { en: 'necklace', bn: ['নেকলেস', 'হার'], zh: ['项链'] },
  { en: 'earrings', bn: ['কানের দুল', 'দুল'], zh: ['耳环', '耳钉'] },
  { en: 'ring', bn: ['আংটি'], zh: ['戒指'] },
  { en: 'bracelet', bn: ['ব্রেসলেট', 'চুড়ি'], zh: ['手链', '手镯'] },
  // Words that narrow a search
  { en: 'red', bn: ['লাল'], zh: ['红色', '红'] },
  { en: 'black', bn: ['কালো'], zh: ['黑色', '黑'] },
  { en: 'white', bn: ['সাদা'], zh: ['白色', '白'] },
  { en: 'blue', bn: ['নীল'], zh: ['蓝色', '蓝'] },
  { en: 'green', bn: ['সবুজ'], zh: ['绿色', '绿'] },
  { en: 'pink', bn: ['গোলাপি'], zh: ['粉色', '粉红'] },
  { en: 'women', bn: ['মহিলা', 'মেয়েদের', 'নারী'], zh: ['女士', '女款', '女'] },
  { en: 'men', bn: ['পুরুষ', 'ছেলেদের'], zh: ['男士', '男款', '男'] },
  { en: 'kids', bn: ['বাচ্চাদের', 'শিশুদের'], zh: ['儿童', '童装'] },
  { en: 'leather', bn: ['চামড়া', 'চামড়ার'], zh: ['真皮', '皮革'] },
  { en: 'waterproof', bn: ['ওয়াটারপ্রুফ', 'জলরোধী'], zh: ['防水'] },
  { en: 'wireless', bn: ['ওয়্যারলেস', 'তারবিহীন'], zh: ['无线'] },
  { en: 'cotton', bn: ['সুতি', 'কটন'], zh: ['纯棉', '棉'] },
  { en: 'laptop', bn: ['ল্যাপটপ'], zh: ['笔记本电脑', '电脑'] },
  { en: 'travel', bn: ['ভ্রমণ', 'ট্রাভেল'], zh: ['旅行'] },
  { en: 'school backpack', bn: ['স্কুল ব্যাগ'], zh: ['书包'] },
  { en: 'school', bn: ['স্কুল'], zh: ['学生'] },
  { en: 'inch', bn: ['ইঞ্চি'], zh: ['英寸', '寸'] },
];
