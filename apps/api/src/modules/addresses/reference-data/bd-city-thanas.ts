/**
 * Metropolitan police thanas, kept by hand: couriers in the cities address by thana, and the
 * upazila data set (bd-areas.ts) lists only the rural upazilas around them. Names follow the
 * Dhaka and Chattogram Metropolitan Police's published thana lists (50 and 16 thanas; CMP's
 * Karnaphuli is already an upazila there) and, for the other cities, the thanas addresses were
 * stored with before the full data set. Codes of earlier addresses are kept (`mirpur` is the
 * Mirpur Model thana, `kotwali-ctg` Chattogram's Kotwali).
 *
 * Each row: [code, English name, Bengali name, district code].
 */
export const bdCityThanaRows: [string, string, string, string][] = [
  ['adabor', 'Adabor', 'আদাবর', 'dhaka'],
  ['badda', 'Badda', 'বাড্ডা', 'dhaka'],
  ['banani', 'Banani', 'বনানী', 'dhaka'],
  ['bangshal', 'Bangshal', 'বংশাল', 'dhaka'],
  ['bhashantek', 'Bhashantek', 'ভাসানটেক', 'dhaka'],
  ['bimanbandar', 'Bimanbandar (Airport)', 'বিমানবন্দর', 'dhaka'],
  ['cantonment-dhaka', 'Cantonment', 'ক্যান্টনমেন্ট', 'dhaka'],
  ['chawkbazar-dhaka', 'Chawkbazar', 'চকবাজার', 'dhaka'],
  ['dakshinkhan', 'Dakshinkhan', 'দক্ষিণখান', 'dhaka'],
  ['darus-salam', 'Darus Salam', 'দারুস সালাম', 'dhaka'],
  ['demra', 'Demra', 'ডেমরা', 'dhaka'],
  ['dhanmondi', 'Dhanmondi', 'ধানমন্ডি', 'dhaka'],
  ['gendaria', 'Gendaria', 'গেন্ডারিয়া', 'dhaka'],
  ['gulshan', 'Gulshan', 'গুলশান', 'dhaka'],
  ['hatirjheel', 'Hatirjheel', 'হাতিরঝিল', 'dhaka'],
  ['hazaribagh', 'Hazaribagh', 'হাজারীবাগ', 'dhaka'],
  ['jatrabari', 'Jatrabari', 'যাত্রাবাড়ী', 'dhaka'],
  ['kadamtali', 'Kadamtali', 'কদমতলী', 'dhaka'],
  ['kafrul', 'Kafrul', 'কাফরুল', 'dhaka'],
  ['kalabagan', 'Kalabagan', 'কলাবাগান', 'dhaka'],
  ['kamrangirchar', 'Kamrangirchar', 'কামরাঙ্গীরচর', 'dhaka'],
  ['khilgaon', 'Khilgaon', 'খিলগাঁও', 'dhaka'],
  ['khilkhet', 'Khilkhet', 'খিলক্ষেত', 'dhaka'],
  ['kotwali-dhaka', 'Kotwali', 'কোতোয়ালী', 'dhaka'],
  ['lalbagh', 'Lalbagh', 'লালবাগ', 'dhaka'],
  ['mirpur', 'Mirpur Model', 'মিরপুর মডেল', 'dhaka'],
  ['mohammadpur', 'Mohammadpur', 'মোহাম্মদপুর', 'dhaka'],
  ['motijheel', 'Motijheel', 'মতিঝিল', 'dhaka'],
  ['mugda', 'Mugda', 'মুগদা', 'dhaka'],
  ['new-market', 'New Market', 'নিউ মার্কেট', 'dhaka'],
  ['pallabi', 'Pallabi', 'পল্লবী', 'dhaka'],
  ['paltan', 'Paltan', 'পল্টন', 'dhaka'],
  ['ramna', 'Ramna', 'রমনা', 'dhaka'],
  ['rampura', 'Rampura', 'রামপুরা', 'dhaka'],
  ['rupnagar', 'Rupnagar', 'রূপনগর', 'dhaka'],
  ['sabujbagh', 'Sabujbagh', 'সবুজবাগ', 'dhaka'],
  ['shah-ali', 'Shah Ali', 'শাহ আলী', 'dhaka'],
  ['shahbagh', 'Shahbagh', 'শাহবাগ', 'dhaka'],
  ['shahjahanpur', 'Shahjahanpur', 'শাহজাহানপুর', 'dhaka'],
  ['sher-e-bangla-nagar', 'Sher-e-Bangla Nagar', 'শেরেবাংলা নগর', 'dhaka'],
  ['shyampur', 'Shyampur', 'শ্যামপুর', 'dhaka'],
  ['sutrapur', 'Sutrapur', 'সূত্রাপুর', 'dhaka'],
  ['tejgaon', 'Tejgaon', 'তেজগাঁও', 'dhaka'],
  ['tejgaon-industrial-area', 'Tejgaon Industrial Area', 'তেজগাঁও শিল্পাঞ্চল', 'dhaka'],
  ['turag', 'Turag', 'তুরাগ', 'dhaka'],
  ['uttara-east', 'Uttara East', 'উত্তরা পূর্ব', 'dhaka'],
  ['uttara-west', 'Uttara West', 'উত্তরা পশ্চিম', 'dhaka'],
  ['uttarkhan', 'Uttarkhan', 'উত্তরখান', 'dhaka'],
  ['vatara', 'Vatara', 'ভাটারা', 'dhaka'],
  ['wari', 'Wari', 'ওয়ারী', 'dhaka'],
  ['akbar-shah', 'Akbar Shah', 'আকবর শাহ', 'chattogram'],
  ['bakalia', 'Bakalia', 'বাকলিয়া', 'chattogram'],
  ['bandar-chattogram', 'Bandar', 'বন্দর', 'chattogram'],
  ['bayazid-bostami', 'Bayazid Bostami', 'বায়েজিদ বোস্তামী', 'chattogram'],
  ['chandgaon', 'Chandgaon', 'চান্দগাঁও', 'chattogram'],
  ['chawkbazar-chattogram', 'Chawkbazar', 'চকবাজার', 'chattogram'],
  ['double-mooring', 'Double Mooring', 'ডবলমুরিং', 'chattogram'],
  ['epz', 'EPZ', 'ইপিজেড', 'chattogram'],
  ['halishahar', 'Halishahar', 'হালিশহর', 'chattogram'],
  ['khulshi', 'Khulshi', 'খুলশী', 'chattogram'],
  ['kotwali-ctg', 'Kotwali', 'কোতোয়ালী', 'chattogram'],
  ['pahartali', 'Pahartali', 'পাহাড়তলী', 'chattogram'],
  ['panchlaish', 'Panchlaish', 'পাঁচলাইশ', 'chattogram'],
  ['patenga', 'Patenga', 'পতেঙ্গা', 'chattogram'],
  ['sadarghat', 'Sadarghat', 'সদরঘাট', 'chattogram'],
  ['tongi', 'Tongi', 'টঙ্গী', 'gazipur'],
  ['fatullah', 'Fatullah', 'ফতুল্লা', 'narayanganj'],
  ['boalia', 'Boalia', 'বোয়ালিয়া', 'rajshahi'],
  ['rajpara', 'Rajpara', 'রাজপাড়া', 'rajshahi'],
  ['khulna-sadar', 'Khulna Sadar', 'খুলনা সদর', 'khulna'],
  ['sonadanga', 'Sonadanga', 'সোনাডাঙ্গা', 'khulna'],
  ['benapole', 'Benapole', 'বেনাপোল', 'jashore'],
  ['kotwali-sylhet', 'Kotwali', 'কোতোয়ালী', 'sylhet'],
];

/**
 * Thanas addresses were stored with that no longer exist: still valid and shown by name on
 * saved addresses, no longer offered (Uttara thana was split into Uttara East and West).
 */
export const bdRetiredThanaRows: [string, string, string, string][] = [
  ['uttara', 'Uttara', 'উত্তরা', 'dhaka'],
];
