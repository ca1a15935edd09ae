// Demo content of the help pages that are not in spec §2's list but every shop has (About us,
// FAQ, refund policy), in English and Bengali. Part of DEMO_CONTENT.
import type { ContentBlockInput } from '../modules/content/index.ts';

export const DEMO_HELP_PAGES: {
  slug: string;
  locale: 'en' | 'bn';
  title: string;
  blocks: ContentBlockInput[];
}[] = [
  {
    slug: 'about',
    locale: 'en',
    title: 'About Crossport',
    blocks: [
      {
        type: 'rich_text',
        sections: [
          {
            paragraphs: [
              'Crossport buys from shops in China for customers in Bangladesh and beyond, and ships what they bought themselves. We started because buying abroad meant guessing: the price, the shipping, the customs and whether the parcel would ever arrive.',
              'Today one invoice shows the product, the shipping and the duty in your own currency before you pay, and every parcel is weighed and photographed at our warehouse before it leaves.',
            ],
          },
          {
            heading: 'What we do',
            paragraphs: ['Three services, one account:'],
            bullets: [
              'Buy and Ship: paste a product link or search, pay, and we buy it for you.',
              'Ship For Me: buy anywhere yourself, send the parcel to our warehouse, and we ship it home.',
              'Request for quotation: tell us what you need and our sourcing team finds the seller.',
            ],
          },
          {
            heading: 'Open source',
            paragraphs: [
              'The software that runs this shop is open source and self-hostable, so anyone can see how prices and charges are worked out.',
            ],
          },
        ],
      },
      {
        type: 'features',
        title: 'Why Crossport',
        items: [
          {
            icon: 'camera',
            title: 'Checked at our warehouse',
            body: 'Every product is weighed and photographed before it leaves China.',
          },
          {
            icon: 'receipt',
            title: 'One price, no surprises',
            body: 'Product, shipping and duty on one invoice, in your currency.',
          },
          {
            icon: 'wallet',
            title: 'Pay your way',
            body: 'Wallet, bKash or bank transfer; refunds go back to your wallet.',
          },
          {
            icon: 'headset',
            title: 'Support in Bengali',
            body: 'Real people, seven days a week.',
          },
        ],
      },
    ],
  },
  {
    slug: 'about',
    locale: 'bn',
    title: 'ক্রসপোর্ট সম্পর্কে',
    blocks: [
      {
        type: 'rich_text',
        sections: [
          {
            paragraphs: [
              'ক্রসপোর্ট বাংলাদেশ ও অন্যান্য দেশের গ্রাহকদের জন্য চীনের দোকান থেকে কেনাকাটা করে, আর গ্রাহকের নিজের কেনা পণ্যও পাঠিয়ে দেয়। আমরা শুরু করেছিলাম কারণ বিদেশ থেকে কেনা মানেই ছিল অনুমান: দাম, শিপিং, কাস্টমস, আর পার্সেলটি আদৌ পৌঁছাবে কি না।',
              'এখন টাকা দেওয়ার আগেই একটি ইনভয়েসে আপনার নিজের মুদ্রায় পণ্য, শিপিং ও শুল্ক দেখানো হয়, আর প্রতিটি পার্সেল রওনা হওয়ার আগে আমাদের গুদামে ওজন করে ছবি তোলা হয়।',
            ],
          },
          {
            heading: 'আমরা যা করি',
            paragraphs: ['একটি অ্যাকাউন্টে তিনটি সেবা:'],
            bullets: [
              'বাই অ্যান্ড শিপ: পণ্যের লিংক দিন বা খুঁজুন, টাকা দিন, আমরা আপনার হয়ে কিনে দেব।',
              'শিপ ফর মি: যেকোনো জায়গা থেকে নিজে কিনুন, পার্সেলটি আমাদের গুদামে পাঠান, আমরা দেশে পৌঁছে দেব।',
              'কোটেশনের অনুরোধ: কী দরকার জানান, আমাদের সোর্সিং টিম বিক্রেতা খুঁজে দেবে।',
            ],
          },
          {
            heading: 'ওপেন সোর্স',
            paragraphs: [
              'এই দোকানটি যে সফটওয়্যারে চলে তা ওপেন সোর্স ও নিজে হোস্ট করা যায়, তাই দাম ও চার্জ কীভাবে হিসাব হয় তা যে কেউ দেখতে পারেন।',
            ],
          },
        ],
      },
      {
        type: 'features',
        title: 'কেন ক্রসপোর্ট',
        items: [
          {
            icon: 'camera',
            title: 'আমাদের গুদামে যাচাই করা',
            body: 'চীন ছাড়ার আগে প্রতিটি পণ্যের ওজন নেওয়া ও ছবি তোলা হয়।',
          },
          {
            icon: 'receipt',
            title: 'এক দাম, কোনো চমক নেই',
            body: 'পণ্য, শিপিং ও শুল্ক একটি ইনভয়েসে, আপনার মুদ্রায়।',
          },
          {
            icon: 'wallet',
            title: 'যেভাবে খুশি পেমেন্ট',
            body: 'ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফার; ফেরতের টাকা আপনার ওয়ালেটে যায়।',
          },
          {
            icon: 'headset',
            title: 'বাংলায় সহায়তা',
            body: 'সপ্তাহের সাত দিন, সত্যিকারের মানুষ।',
          },
        ],
      },
    ],
  },
  {
    slug: 'faq',
    locale: 'en',
    title: 'Frequently asked questions',
    blocks: [
      {
        type: 'faq',
        title: 'Buying and paying',
        items: [
          {
            question: 'What does the price I see include?',
            answer:
              'The product price converted to your currency. Shipping is estimated at checkout and charged on its own invoice once the parcel is weighed at our warehouse.',
          },
          {
            question: 'How can I pay?',
            answer:
              'From your Crossport wallet, by bKash or by bank transfer. A bank transfer is checked by our finance team before the order goes ahead.',
          },
          {
            question: 'What if the seller changes the price?',
            answer:
              'We ask you first: the product waits in Action needed until you accept the new price or cancel it.',
          },
        ],
      },
      {
        type: 'faq',
        title: 'Shipping',
        items: [
          {
            question: 'Where is my parcel?',
            answer:
              'Open My Shipment in your account. Every step — received at the warehouse, dispatched, in customs, out for delivery — shows with its date.',
          },
          {
            question: 'What address do I give a Chinese shop for Ship For Me?',
            answer:
              'Your personal warehouse address appears when you create a Ship For Me request. Include your customer code so we can match the parcel to you.',
          },
          {
            question: 'Is there anything you cannot ship?',
            answer:
              'Yes: batteries on their own, liquids, powders, weapons, medicines and counterfeit goods. See section 4 of our terms and conditions.',
          },
        ],
      },
      {
        type: 'call_to_action',
        heading: 'Still have a question?',
        body: 'Our support team answers in English and Bengali, seven days a week.',
        cta: { label: 'Contact us', href: '/contact-us' },
      },
    ],
  },
  {
    slug: 'faq',
    locale: 'bn',
    title: 'সাধারণ জিজ্ঞাসা',
    blocks: [
      {
        type: 'faq',
        title: 'কেনাকাটা ও পেমেন্ট',
        items: [
          {
            question: 'যে দাম দেখছি তাতে কী কী আছে?',
            answer:
              'আপনার মুদ্রায় রূপান্তরিত পণ্যের দাম। শিপিংয়ের খরচ চেকআউটে আনুমানিক দেখানো হয় এবং আমাদের গুদামে পার্সেলের ওজন নেওয়ার পর আলাদা ইনভয়েসে ধরা হয়।',
          },
          {
            question: 'কীভাবে পেমেন্ট করতে পারি?',
            answer:
              'আপনার ক্রসপোর্ট ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফারে। ব্যাংক ট্রান্সফার আমাদের ফাইন্যান্স টিম যাচাই করার পর অর্ডার এগোয়।',
          },
          {
            question: 'বিক্রেতা দাম বদলালে কী হবে?',
            answer:
              'আমরা আগে আপনাকে জিজ্ঞেস করি: নতুন দাম মেনে নেওয়া বা বাতিল করা পর্যন্ত পণ্যটি “পদক্ষেপ প্রয়োজন”-এ অপেক্ষা করে।',
          },
        ],
      },
      {
        type: 'faq',
        title: 'শিপিং',
        items: [
          {
            question: 'আমার পার্সেল কোথায়?',
            answer:
              'আপনার অ্যাকাউন্টে “আমার শিপমেন্ট” খুলুন। প্রতিটি ধাপ — গুদামে গ্রহণ, পাঠানো হয়েছে, কাস্টমসে, ডেলিভারির পথে — তারিখসহ দেখানো হয়।',
          },
          {
            question: 'শিপ ফর মি-র জন্য চীনের দোকানকে কোন ঠিকানা দেব?',
            answer:
              'শিপ ফর মি অনুরোধ তৈরি করলে আপনার ব্যক্তিগত গুদামের ঠিকানা দেখানো হয়। সঙ্গে আপনার গ্রাহক কোডটিও লিখবেন, যাতে আমরা পার্সেলটি আপনার নামে মেলাতে পারি।',
          },
          {
            question: 'এমন কিছু কি আছে যা আপনারা পাঠাতে পারেন না?',
            answer:
              'হ্যাঁ: শুধু ব্যাটারি (ডিভাইস ছাড়া), তরল, পাউডার, অস্ত্র, ওষুধ এবং নকল পণ্য। আমাদের শর্তাবলির ৪ নম্বর অংশ দেখুন।',
          },
        ],
      },
      {
        type: 'call_to_action',
        heading: 'আরও প্রশ্ন আছে?',
        body: 'আমাদের সাপোর্ট টিম সপ্তাহের সাত দিনই ইংরেজি ও বাংলায় উত্তর দেয়।',
        cta: { label: 'যোগাযোগ করুন', href: '/contact-us' },
      },
    ],
  },
  {
    slug: 'refund-policy',
    locale: 'en',
    title: 'Refund policy',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            heading: '1. When you get money back',
            anchor: 'when',
            paragraphs: [
              'You get back what you paid for a product we could not buy, that the seller no longer has, or that you cancelled before we bought it. A price change you refuse counts as a cancellation.',
            ],
          },
          {
            heading: '2. How much',
            anchor: 'how-much',
            paragraphs: [
              'Everything you paid for the product, its share of any payment fee included: a cancellation we cause or allow costs you nothing.',
            ],
          },
          {
            heading: '3. Where the money goes',
            anchor: 'where',
            paragraphs: [
              'To your Crossport wallet, at once, unless you ask for it back to your bKash account; a wallet balance can be paid out to your bank or bKash account at any time.',
            ],
          },
          {
            heading: '4. Damaged or missing goods',
            anchor: 'claims',
            paragraphs: [
              'Open a claim from the delivered product within 24 hours of delivery, with photos and an unboxing video. Our support team reviews it; an accepted claim is refunded as above.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'refund-policy',
    locale: 'bn',
    title: 'রিফান্ড নীতি',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            heading: '১. কখন টাকা ফেরত পাবেন',
            anchor: 'when',
            paragraphs: [
              'যে পণ্য আমরা কিনতে পারিনি, বিক্রেতার কাছে আর নেই, অথবা আমরা কেনার আগে আপনি বাতিল করেছেন, তার জন্য যা দিয়েছেন তা ফেরত পাবেন। নতুন দাম মেনে না নিলে সেটিও বাতিল হিসেবে ধরা হয়।',
            ],
          },
          {
            heading: '২. কত টাকা',
            anchor: 'how-much',
            paragraphs: [
              'পণ্যটির জন্য যা দিয়েছেন তার সবটাই, পেমেন্ট ফি-র অংশসহ: আমাদের কারণে বা আমাদের অনুমতিতে বাতিল হলে আপনার কোনো খরচ নেই।',
            ],
          },
          {
            heading: '৩. টাকা কোথায় যায়',
            anchor: 'where',
            paragraphs: [
              'সঙ্গে সঙ্গে আপনার ক্রসপোর্ট ওয়ালেটে, যদি না আপনি বিকাশ অ্যাকাউন্টে ফেরত চান; ওয়ালেটের টাকা যেকোনো সময় ব্যাংক বা বিকাশ অ্যাকাউন্টে তুলে নেওয়া যায়।',
            ],
          },
          {
            heading: '৪. ক্ষতিগ্রস্ত বা হারানো পণ্য',
            anchor: 'claims',
            paragraphs: [
              'ডেলিভারির ২৪ ঘণ্টার মধ্যে ছবি ও আনবক্সিং ভিডিওসহ পণ্যটি থেকে একটি দাবি খুলুন। আমাদের সাপোর্ট টিম তা যাচাই করে; দাবি গৃহীত হলে ওপরের নিয়মে টাকা ফেরত দেওয়া হয়।',
            ],
          },
        ],
      },
    ],
  },
];
