// Demo content for every slug of spec §2, in English and Bengali: generated once from the web
// catalogues of the time (menus, terms, contact) plus the home and landing pages, and kept here
// as data. loadDemoContent publishes each slug no one has written yet.
import type { ContentBlockInput } from '../modules/content/index.ts';
import { DEMO_HELP_PAGES } from './content-demo-help-pages.ts';

export const DEMO_CONTENT: {
  slug: string;
  locale: 'en' | 'bn';
  title: string;
  blocks: ContentBlockInput[];
}[] = [
  {
    slug: 'before-login',
    locale: 'en',
    title: 'Home',
    blocks: [
      {
        type: 'hero',
        heading: 'Shop from China, delivered to your door',
        subheading:
          'Paste a product link or search millions of products. We buy it, check it at our warehouse and ship it home.',
        cta: {
          label: 'Start shopping',
          href: '/search',
        },
        secondary_cta: {
          label: 'Ship For Me',
          href: '/ship-for-me',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'Winter deals from Guangzhou: up to 30% off jackets',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'Ship your own parcels: one address in China, one box home',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'Ask us for a quotation on bulk orders',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'Trending now',
        query: {
          keyword: 'handbag or sneakers or smart watch or dress',
        },
        limit: 8,
      },
      {
        type: 'category_grid',
        title: 'Shop by category',
        categories: [
          {
            name: 'Bags',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'Electronics',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'Fashion',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'Home and living',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'Beauty',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'Toys',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'Shoes',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'Phone accessories',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'Headphones and gadgets',
        query: {
          keyword: 'headphones',
        },
        limit: 8,
        see_all: {
          label: 'See all',
          href: '/search?keyword=headphones',
        },
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
    slug: 'mobile-before-login-homepage',
    locale: 'en',
    title: 'Home',
    blocks: [
      {
        type: 'product_rail',
        title: 'Trending now',
        query: {
          keyword: 'handbag or sneakers or smart watch or dress',
        },
        limit: 8,
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'Winter deals from Guangzhou: up to 30% off jackets',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'Ship your own parcels: one address in China, one box home',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'Ask us for a quotation on bulk orders',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'Shop by category',
        categories: [
          {
            name: 'Bags',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'Electronics',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'Fashion',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'Home and living',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'Beauty',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'Toys',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'Shoes',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'Phone accessories',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
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
    slug: 'after-login',
    locale: 'en',
    title: 'Home',
    blocks: [
      {
        type: 'hero',
        heading: 'Welcome back',
        subheading:
          'Pick up where you left off: your orders, parcels and wishlist are one tap away.',
        cta: {
          label: 'My orders',
          href: '/dashboard/buy-and-ship/my-orders',
        },
      },
      {
        type: 'product_rail',
        title: 'Picked for you',
        query: {
          keyword: 'backpack',
        },
        limit: 8,
        see_all: {
          label: 'See all',
          href: '/search?keyword=backpack',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'Winter deals from Guangzhou: up to 30% off jackets',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'Ship your own parcels: one address in China, one box home',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'Ask us for a quotation on bulk orders',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'Shop by category',
        categories: [
          {
            name: 'Bags',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'Electronics',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'Fashion',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'Home and living',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'Beauty',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'Toys',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'Shoes',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'Phone accessories',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'Headphones and gadgets',
        query: {
          keyword: 'headphones',
        },
        limit: 8,
        see_all: {
          label: 'See all',
          href: '/search?keyword=headphones',
        },
      },
    ],
  },
  {
    slug: 'mobile-after-login-homepage',
    locale: 'en',
    title: 'Home',
    blocks: [
      {
        type: 'product_rail',
        title: 'Picked for you',
        query: {
          keyword: 'backpack',
        },
        limit: 8,
        see_all: {
          label: 'See all',
          href: '/search?keyword=backpack',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'Winter deals from Guangzhou: up to 30% off jackets',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'Ship your own parcels: one address in China, one box home',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'Ask us for a quotation on bulk orders',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'Shop by category',
        categories: [
          {
            name: 'Bags',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'Electronics',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'Fashion',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'Home and living',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'Beauty',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'Toys',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'Shoes',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'Phone accessories',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
    ],
  },
  {
    slug: 'service-navigation',
    locale: 'en',
    title: 'Services',
    blocks: [
      {
        type: 'links',
        links: [
          {
            label: 'Deals',
            href: '/campaigns',
            icon: 'gift',
          },
          {
            label: 'Live shopping',
            href: '/live',
            icon: 'camera',
          },
          {
            label: 'Buy and Ship',
            href: '/dashboard/buy-and-ship/my-orders',
            icon: 'bag',
          },
          {
            label: 'Ship For Me',
            href: '/ship-for-me',
            icon: 'plane',
          },
          {
            label: 'Request for Quotation',
            href: '/dashboard/RFQ',
            icon: 'quote',
          },
          {
            label: 'Shipment List',
            href: '/shipment-list',
            icon: 'list',
          },
          {
            label: 'Track orders',
            href: '/track',
            icon: 'search',
          },
        ],
      },
    ],
  },
  {
    slug: 'category-navigation',
    locale: 'en',
    title: 'Shop by category',
    blocks: [
      {
        type: 'links',
        links: [
          {
            label: 'Bags',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            label: 'Electronics',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            label: 'Fashion',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            label: 'Home and living',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            label: 'Beauty',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            label: 'Toys',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            label: 'Shoes',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            label: 'Phone accessories',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
    ],
  },
  {
    slug: 'footer-menu',
    locale: 'en',
    title: 'Help',
    blocks: [
      {
        type: 'links',
        title: 'Services',
        links: [
          {
            label: 'Ship For Me Request',
            href: '/ship-for-me',
          },
          {
            label: 'How Ship For Me works',
            href: '/services/ship-for-me',
          },
          {
            label: 'Shipment List',
            href: '/shipment-list',
          },
          {
            label: 'Request for Quotation',
            href: '/dashboard/RFQ',
          },
          {
            label: 'Talk to an expert',
            href: '/talk-to-expert',
          },
          {
            label: 'Get the app',
            href: '/app',
          },
        ],
      },
      {
        type: 'links',
        title: 'Your account',
        links: [
          {
            label: 'Dashboard',
            href: '/dashboard',
          },
          {
            label: 'My Orders',
            href: '/dashboard/buy-and-ship/my-orders',
          },
          {
            label: 'My Parcel',
            href: '/dashboard/ship-for-me/my-parcel',
          },
          {
            label: 'Action needed',
            href: '/dashboard/action-needed',
          },
        ],
      },
      {
        type: 'links',
        title: 'Help',
        links: [
          {
            label: 'About us',
            href: '/about',
          },
          {
            label: 'FAQ',
            href: '/faq',
          },
          {
            label: 'Contact us',
            href: '/contact-us',
          },
          {
            label: 'Refund policy',
            href: '/refund-policy',
          },
          {
            label: 'Terms and conditions',
            href: '/terms-and-conditions',
          },
          {
            label: 'Privacy policy',
            href: '/privacy-policy',
          },
        ],
      },
    ],
  },
  {
    slug: 'site-logos',
    locale: 'en',
    title: 'Crossport',
    blocks: [
      {
        type: 'logos',
        logos: [
          {
            name: 'primary',
            image: '/icons/icon.svg',
            alt: 'Crossport',
          },
          {
            name: 'mark',
            image: '/icons/icon-maskable.svg',
            alt: 'Crossport',
          },
        ],
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    locale: 'en',
    title: 'Terms and conditions',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            paragraphs: [
              'Last updated 1 November 2025',
              'These terms govern your use of Crossport, whether you buy through us, ship your own parcels with us or ask us for a quotation. By creating an account or placing an order you agree to them.',
            ],
          },
          {
            heading: '1. Our service',
            anchor: 'service',
            paragraphs: [
              'Crossport buys goods on your behalf from sellers in China (Buy and Ship), receives parcels you bought yourself at our China warehouse (Ship For Me), and ships both to the address you choose in your region. We act as your purchasing and shipping agent; the seller remains responsible for the goods they sell.',
            ],
          },
          {
            heading: '2. Prices and currency',
            anchor: 'prices',
            paragraphs: [
              "Products are priced by sellers in Chinese yuan (CNY). We show an estimated price in your region's currency using the exchange rate and markup published for your region. The amount on your invoice is final; shipping is charged by weight and category once your goods are weighed at our warehouse.",
            ],
          },
          {
            heading: '3. Orders and cancellations',
            anchor: 'orders',
            paragraphs: [
              "You may cancel a Buy and Ship order free of charge until we have paid the seller. After that, cancellation depends on the seller's return policy and any return shipping cost is yours. If a seller changes the price or runs out of stock, we ask you what to do under Action needed before going further.",
            ],
          },
          {
            heading: '4. Shipping, customs and duties',
            anchor: 'shipping',
            paragraphs: [
              'Delivery times are estimates. Import duties and taxes of your country are included in the shipping charge unless your invoice says otherwise. You must not ask us to ship goods that are prohibited or restricted in China or in your country, including weapons, drugs, counterfeit goods, flammable liquids and loose batteries.',
            ],
          },
          {
            heading: '5. Payments and refunds',
            anchor: 'payments',
            paragraphs: [
              'Invoices are payable by the methods shown at checkout. Refunds for cancelled items or lost parcels go to your Crossport wallet within five working days, from where you may request a payout to your bank or mobile wallet account.',
            ],
          },
          {
            heading: '6. Damage, loss and disputes',
            anchor: 'liability',
            paragraphs: [
              'Inspect your parcel when it arrives and report damage within 48 hours with photos. You can open a dispute on any purchased item from its order page; we answer every dispute within three working days. Our liability for a lost or damaged parcel is limited to the value declared on its invoice.',
            ],
          },
          {
            heading: '7. Changes to these terms',
            anchor: 'changes',
            paragraphs: [
              'We may update these terms. We tell you about material changes by email at least 14 days before they apply; orders placed before then stay under the terms in force when you placed them.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    locale: 'en',
    title: 'Privacy policy',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            heading: '1. What we collect',
            anchor: 'what',
            paragraphs: [
              'Your name, email, phone and delivery addresses; what you order and ship; payments and wallet movements; and the device and pages you use, to keep your account safe.',
            ],
          },
          {
            heading: '2. Why we use it',
            anchor: 'why',
            paragraphs: [
              'To buy and ship your goods, to bill you, to tell you about your orders and parcels, and to prevent fraud. We never sell your data.',
            ],
          },
          {
            heading: '3. Who sees it',
            anchor: 'who',
            paragraphs: [
              'Sellers and couriers see what they need to deliver; payment providers see what they need to take a payment; customs see your declaration. Support staff can view your account read-only, and every such view is recorded.',
            ],
          },
          {
            heading: '4. How long we keep it',
            anchor: 'keep',
            paragraphs: [
              'Orders and invoices for seven years, as tax law asks; everything else until you close your account.',
            ],
          },
          {
            heading: '5. Your choices',
            anchor: 'rights',
            paragraphs: [
              'You can correct your details in Settings, choose which notifications you get, and ask us to export or delete your data from Contact us.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'contact-us',
    locale: 'en',
    title: 'Contact us',
    blocks: [
      {
        type: 'rich_text',
        sections: [
          {
            paragraphs: [
              'Our support team answers in English and Bengali, seven days a week. Most questions are answered within one working day.',
            ],
          },
        ],
      },
      {
        type: 'faq',
        title: 'Questions',
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
    ],
  },
  {
    slug: 'talk-to-expert',
    locale: 'en',
    title: 'Talk to an expert',
    blocks: [
      {
        type: 'call_to_action',
        heading: 'Not sure what to buy or how to ship it?',
        body: 'Our sourcing experts compare sellers, check quality and quote shipping before you pay.',
        cta: {
          label: 'Ask for a quotation',
          href: '/dashboard/RFQ',
        },
      },
    ],
  },
  {
    slug: 'random-page-content',
    locale: 'en',
    title: 'Did you know?',
    blocks: [
      {
        type: 'image_text',
        image: '/banners/ship-for-me.svg',
        alt: 'Ship your own parcels: one address in China, one box home',
        heading: 'Ship several parcels as one box',
        body: 'Parcels waiting in our warehouse can be repacked together: you pay shipping on one box, usually for less.',
        image_side: 'left',
        cta: {
          label: 'My parcels',
          href: '/dashboard/ship-for-me/my-parcel',
        },
      },
    ],
  },
  {
    slug: 'app-landing-page',
    locale: 'en',
    title: 'Crossport on your phone',
    blocks: [
      {
        type: 'hero',
        heading: 'Crossport on your phone',
        subheading:
          'Install the app from your browser: track parcels, pay invoices and get notified, even on a slow connection.',
        image: '/icons/icon.svg',
        cta: {
          label: 'Start shopping',
          href: '/',
        },
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
    slug: 'ship-for-me-landing-page',
    locale: 'en',
    title: 'Ship For Me',
    blocks: [
      {
        type: 'hero',
        heading: 'Bought it yourself? We ship it home.',
        subheading:
          'Use your personal address at our China warehouse. We receive, weigh, photograph and ship your parcels, together or one by one.',
        image: '/banners/ship-for-me.svg',
        cta: {
          label: 'Create a Ship For Me request',
          href: '/ship-for-me',
        },
        secondary_cta: {
          label: 'What will it cost?',
          href: '/landed-cost',
        },
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
      {
        type: 'faq',
        title: 'Questions',
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
    ],
  },
  {
    slug: 'all-live-homepage',
    locale: 'en',
    title: 'Live: backpacks',
    blocks: [
      {
        type: 'banner_carousel',
        interval_seconds: 5,
        banners: [
          {
            image: '/banners/live-backpacks.svg',
            alt: 'Live now: school backpacks straight from the factory',
            href: '/search?keyword=backpack',
          },
        ],
      },
    ],
  },
  {
    slug: 'before-login',
    locale: 'bn',
    title: 'হোম',
    blocks: [
      {
        type: 'hero',
        heading: 'চীন থেকে কেনাকাটা, পৌঁছে যাবে আপনার দরজায়',
        subheading:
          'পণ্যের লিংক দিন বা লাখো পণ্য খুঁজুন। আমরা কিনে, গুদামে যাচাই করে আপনার বাড়িতে পাঠাই।',
        cta: {
          label: 'কেনাকাটা শুরু করুন',
          href: '/search',
        },
        secondary_cta: {
          label: 'শিপ ফর মি',
          href: '/ship-for-me',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'গুয়াংজু থেকে শীতের অফার: জ্যাকেটে ৩০% পর্যন্ত ছাড়',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'নিজের পার্সেল পাঠান: চীনে এক ঠিকানা, দেশে এক বাক্স',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'বড় অর্ডারের জন্য কোটেশন চান',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'এখন জনপ্রিয়',
        query: {
          keyword: 'handbag or sneakers or smart watch or dress',
        },
        limit: 8,
      },
      {
        type: 'category_grid',
        title: 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
        categories: [
          {
            name: 'ব্যাগ',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'ইলেকট্রনিক্স',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'ফ্যাশন',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'ঘর ও গৃহস্থালি',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'সৌন্দর্য',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'খেলনা',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'জুতা',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'ফোনের আনুষঙ্গিক',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'হেডফোন ও গ্যাজেট',
        query: {
          keyword: 'headphones',
        },
        limit: 8,
        see_all: {
          label: 'সব দেখুন',
          href: '/search?keyword=headphones',
        },
      },
      {
        type: 'features',
        title: 'কেন ক্রসপোর্ট',
        items: [
          {
            icon: 'camera',
            title: 'আমাদের গুদামে যাচাই করা',
            body: 'চীন ছাড়ার আগে প্রতিটি পণ্য ওজন করে ছবি তোলা হয়।',
          },
          {
            icon: 'receipt',
            title: 'এক দাম, কোনো চমক নেই',
            body: 'পণ্য, শিপিং ও শুল্ক একই ইনভয়েসে, আপনার মুদ্রায়।',
          },
          {
            icon: 'wallet',
            title: 'নিজের মতো পরিশোধ',
            body: 'ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফার; রিফান্ড ওয়ালেটে ফেরত আসে।',
          },
          {
            icon: 'headset',
            title: 'বাংলায় সাপোর্ট',
            body: 'সপ্তাহের সাত দিন, সত্যিকারের মানুষ।',
          },
        ],
      },
    ],
  },
  {
    slug: 'mobile-before-login-homepage',
    locale: 'bn',
    title: 'হোম',
    blocks: [
      {
        type: 'product_rail',
        title: 'এখন জনপ্রিয়',
        query: {
          keyword: 'handbag or sneakers or smart watch or dress',
        },
        limit: 8,
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'গুয়াংজু থেকে শীতের অফার: জ্যাকেটে ৩০% পর্যন্ত ছাড়',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'নিজের পার্সেল পাঠান: চীনে এক ঠিকানা, দেশে এক বাক্স',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'বড় অর্ডারের জন্য কোটেশন চান',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
        categories: [
          {
            name: 'ব্যাগ',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'ইলেকট্রনিক্স',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'ফ্যাশন',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'ঘর ও গৃহস্থালি',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'সৌন্দর্য',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'খেলনা',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'জুতা',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'ফোনের আনুষঙ্গিক',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
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
            body: 'চীন ছাড়ার আগে প্রতিটি পণ্য ওজন করে ছবি তোলা হয়।',
          },
          {
            icon: 'receipt',
            title: 'এক দাম, কোনো চমক নেই',
            body: 'পণ্য, শিপিং ও শুল্ক একই ইনভয়েসে, আপনার মুদ্রায়।',
          },
          {
            icon: 'wallet',
            title: 'নিজের মতো পরিশোধ',
            body: 'ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফার; রিফান্ড ওয়ালেটে ফেরত আসে।',
          },
          {
            icon: 'headset',
            title: 'বাংলায় সাপোর্ট',
            body: 'সপ্তাহের সাত দিন, সত্যিকারের মানুষ।',
          },
        ],
      },
    ],
  },
  {
    slug: 'after-login',
    locale: 'bn',
    title: 'হোম',
    blocks: [
      {
        type: 'hero',
        heading: 'আবার স্বাগতম',
        subheading:
          'যেখানে ছেড়েছিলেন সেখান থেকে শুরু করুন: আপনার অর্ডার, পার্সেল ও উইশলিস্ট এক ট্যাপ দূরে।',
        cta: {
          label: 'আমার অর্ডার',
          href: '/dashboard/buy-and-ship/my-orders',
        },
      },
      {
        type: 'product_rail',
        title: 'আপনার জন্য বাছাই',
        query: {
          keyword: 'backpack',
        },
        limit: 8,
        see_all: {
          label: 'সব দেখুন',
          href: '/search?keyword=backpack',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'গুয়াংজু থেকে শীতের অফার: জ্যাকেটে ৩০% পর্যন্ত ছাড়',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'নিজের পার্সেল পাঠান: চীনে এক ঠিকানা, দেশে এক বাক্স',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'বড় অর্ডারের জন্য কোটেশন চান',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
        categories: [
          {
            name: 'ব্যাগ',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'ইলেকট্রনিক্স',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'ফ্যাশন',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'ঘর ও গৃহস্থালি',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'সৌন্দর্য',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'খেলনা',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'জুতা',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'ফোনের আনুষঙ্গিক',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
      {
        type: 'product_rail',
        title: 'হেডফোন ও গ্যাজেট',
        query: {
          keyword: 'headphones',
        },
        limit: 8,
        see_all: {
          label: 'সব দেখুন',
          href: '/search?keyword=headphones',
        },
      },
    ],
  },
  {
    slug: 'mobile-after-login-homepage',
    locale: 'bn',
    title: 'হোম',
    blocks: [
      {
        type: 'product_rail',
        title: 'আপনার জন্য বাছাই',
        query: {
          keyword: 'backpack',
        },
        limit: 8,
        see_all: {
          label: 'সব দেখুন',
          href: '/search?keyword=backpack',
        },
      },
      {
        type: 'banner_carousel',
        interval_seconds: 6,
        banners: [
          {
            image: '/banners/winter-deals.svg',
            alt: 'গুয়াংজু থেকে শীতের অফার: জ্যাকেটে ৩০% পর্যন্ত ছাড়',
            href: '/campaigns/winter-deals',
          },
          {
            image: '/banners/ship-for-me.svg',
            alt: 'নিজের পার্সেল পাঠান: চীনে এক ঠিকানা, দেশে এক বাক্স',
            href: '/ship-for-me',
          },
          {
            image: '/banners/rfq.svg',
            alt: 'বড় অর্ডারের জন্য কোটেশন চান',
            href: '/dashboard/RFQ',
          },
        ],
      },
      {
        type: 'category_grid',
        title: 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
        categories: [
          {
            name: 'ব্যাগ',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            name: 'ইলেকট্রনিক্স',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            name: 'ফ্যাশন',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            name: 'ঘর ও গৃহস্থালি',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            name: 'সৌন্দর্য',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            name: 'খেলনা',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            name: 'জুতা',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            name: 'ফোনের আনুষঙ্গিক',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
    ],
  },
  {
    slug: 'service-navigation',
    locale: 'bn',
    title: 'সেবাসমূহ',
    blocks: [
      {
        type: 'links',
        links: [
          {
            label: 'অফার',
            href: '/campaigns',
            icon: 'gift',
          },
          {
            label: 'লাইভ শপিং',
            href: '/live',
            icon: 'camera',
          },
          {
            label: 'কিনুন ও পাঠান',
            href: '/dashboard/buy-and-ship/my-orders',
            icon: 'bag',
          },
          {
            label: 'শিপ ফর মি',
            href: '/ship-for-me',
            icon: 'plane',
          },
          {
            label: 'কোটেশনের অনুরোধ',
            href: '/dashboard/RFQ',
            icon: 'quote',
          },
          {
            label: 'শিপমেন্ট তালিকা',
            href: '/shipment-list',
            icon: 'list',
          },
          {
            label: 'অর্ডার ট্র্যাক করুন',
            href: '/track',
            icon: 'search',
          },
        ],
      },
    ],
  },
  {
    slug: 'category-navigation',
    locale: 'bn',
    title: 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
    blocks: [
      {
        type: 'links',
        links: [
          {
            label: 'ব্যাগ',
            href: '/search?keyword=bag',
            icon: 'bag',
          },
          {
            label: 'ইলেকট্রনিক্স',
            href: '/search?keyword=headphones',
            icon: 'headphones',
          },
          {
            label: 'ফ্যাশন',
            href: '/search?keyword=dress',
            icon: 'shirt',
          },
          {
            label: 'ঘর ও গৃহস্থালি',
            href: '/search?keyword=lamp',
            icon: 'home',
          },
          {
            label: 'সৌন্দর্য',
            href: '/search?keyword=makeup',
            icon: 'sparkles',
          },
          {
            label: 'খেলনা',
            href: '/search?keyword=toy',
            icon: 'gift',
          },
          {
            label: 'জুতা',
            href: '/search?keyword=shoes',
            icon: 'footprints',
          },
          {
            label: 'ফোনের আনুষঙ্গিক',
            href: '/search?keyword=phone%20case',
            icon: 'smartphone',
          },
        ],
      },
    ],
  },
  {
    slug: 'footer-menu',
    locale: 'bn',
    title: 'সহায়তা',
    blocks: [
      {
        type: 'links',
        title: 'সেবাসমূহ',
        links: [
          {
            label: 'শিপ ফর মি অনুরোধ',
            href: '/ship-for-me',
          },
          {
            label: 'শিপ ফর মি কীভাবে কাজ করে',
            href: '/services/ship-for-me',
          },
          {
            label: 'শিপমেন্ট তালিকা',
            href: '/shipment-list',
          },
          {
            label: 'কোটেশনের অনুরোধ',
            href: '/dashboard/RFQ',
          },
          {
            label: 'বিশেষজ্ঞের সাথে কথা বলুন',
            href: '/talk-to-expert',
          },
          {
            label: 'অ্যাপ নিন',
            href: '/app',
          },
        ],
      },
      {
        type: 'links',
        title: 'আপনার অ্যাকাউন্ট',
        links: [
          {
            label: 'ড্যাশবোর্ড',
            href: '/dashboard',
          },
          {
            label: 'আমার অর্ডার',
            href: '/dashboard/buy-and-ship/my-orders',
          },
          {
            label: 'আমার পার্সেল',
            href: '/dashboard/ship-for-me/my-parcel',
          },
          {
            label: 'পদক্ষেপ প্রয়োজন',
            href: '/dashboard/action-needed',
          },
        ],
      },
      {
        type: 'links',
        title: 'সহায়তা',
        links: [
          {
            label: 'আমাদের সম্পর্কে',
            href: '/about',
          },
          {
            label: 'সাধারণ জিজ্ঞাসা',
            href: '/faq',
          },
          {
            label: 'যোগাযোগ করুন',
            href: '/contact-us',
          },
          {
            label: 'রিফান্ড নীতি',
            href: '/refund-policy',
          },
          {
            label: 'শর্তাবলি',
            href: '/terms-and-conditions',
          },
          {
            label: 'গোপনীয়তা নীতি',
            href: '/privacy-policy',
          },
        ],
      },
    ],
  },
  {
    slug: 'site-logos',
    locale: 'bn',
    title: 'Crossport',
    blocks: [
      {
        type: 'logos',
        logos: [
          {
            name: 'primary',
            image: '/icons/icon.svg',
            alt: 'Crossport',
          },
          {
            name: 'mark',
            image: '/icons/icon-maskable.svg',
            alt: 'Crossport',
          },
        ],
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    locale: 'bn',
    title: 'শর্তাবলি',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            paragraphs: [
              'সর্বশেষ হালনাগাদ: ১ নভেম্বর ২০২৫',
              'আপনি আমাদের মাধ্যমে কেনাকাটা করুন, নিজের পার্সেল আমাদের দিয়ে পাঠান বা আমাদের কাছে কোটেশন চান — ক্রসপোর্টের যেকোনো ব্যবহারে এই শর্তাবলি প্রযোজ্য। অ্যাকাউন্ট খুলে বা অর্ডার দিয়ে আপনি এই শর্তাবলিতে সম্মতি দিচ্ছেন।',
            ],
          },
          {
            heading: '১. আমাদের সেবা',
            anchor: 'service',
            paragraphs: [
              'ক্রসপোর্ট আপনার হয়ে চীনের বিক্রেতাদের কাছ থেকে পণ্য কেনে (কিনুন ও পাঠান), আপনার নিজের কেনা পার্সেল আমাদের চীনের গুদামে গ্রহণ করে (শিপ ফর মি), এবং দুই ক্ষেত্রেই আপনার অঞ্চলে আপনার বেছে নেওয়া ঠিকানায় পাঠায়। আমরা আপনার ক্রয় ও শিপিং এজেন্ট হিসেবে কাজ করি; বিক্রেতা যে পণ্য বিক্রি করেন, সেই পণ্যের দায় বিক্রেতারই থাকে।',
            ],
          },
          {
            heading: '২. দাম ও মুদ্রা',
            anchor: 'prices',
            paragraphs: [
              'বিক্রেতারা পণ্যের দাম চীনা ইউয়ানে (CNY) নির্ধারণ করেন। আপনার অঞ্চলের জন্য প্রকাশিত বিনিময় হার ও মার্কআপ ব্যবহার করে আমরা আপনার অঞ্চলের মুদ্রায় একটি আনুমানিক দাম দেখাই। আপনার ইনভয়েসে উল্লেখিত পরিমাণই চূড়ান্ত; আমাদের গুদামে পণ্য ওজন করার পর ওজন ও ক্যাটাগরি অনুযায়ী শিপিং চার্জ নেওয়া হয়।',
            ],
          },
          {
            heading: '৩. অর্ডার ও বাতিল',
            anchor: 'orders',
            paragraphs: [
              'আমরা বিক্রেতাকে টাকা পরিশোধ না করা পর্যন্ত আপনি বিনা খরচে কিনুন ও পাঠান অর্ডার বাতিল করতে পারেন। এরপর বাতিল করা যাবে কি না তা বিক্রেতার রিটার্ন নীতির ওপর নির্ভর করে, এবং ফেরত পাঠানোর শিপিং খরচ থাকলে তা আপনাকেই বহন করতে হবে। কোনো বিক্রেতা দাম বদলালে বা পণ্যের স্টক শেষ হয়ে গেলে, আর এগোনোর আগে আমরা “পদক্ষেপ প্রয়োজন” অংশে আপনার কাছে জানতে চাইব কী করতে হবে।',
            ],
          },
          {
            heading: '৪. শিপিং, কাস্টমস ও শুল্ক',
            anchor: 'shipping',
            paragraphs: [
              'ডেলিভারির সময়গুলো আনুমানিক। আপনার ইনভয়েসে ভিন্ন কিছু উল্লেখ না থাকলে, আপনার দেশের আমদানি শুল্ক ও কর শিপিং চার্জের মধ্যেই ধরা থাকে। চীনে বা আপনার দেশে নিষিদ্ধ বা বিধিনিষেধযুক্ত কোনো পণ্য পাঠাতে আপনি আমাদের বলতে পারবেন না; এর মধ্যে রয়েছে অস্ত্র, মাদক, নকল পণ্য, দাহ্য তরল এবং আলাদা (ডিভাইসে লাগানো নয় এমন) ব্যাটারি।',
            ],
          },
          {
            heading: '৫. পেমেন্ট ও রিফান্ড',
            anchor: 'payments',
            paragraphs: [
              'চেকআউটে দেখানো পদ্ধতিগুলোর মাধ্যমে ইনভয়েস পরিশোধ করা যায়। বাতিল করা আইটেম বা হারানো পার্সেলের রিফান্ড পাঁচ কর্মদিবসের মধ্যে আপনার ক্রসপোর্ট ওয়ালেটে জমা হয়; সেখান থেকে আপনি নিজের ব্যাংক বা মোবাইল ওয়ালেট অ্যাকাউন্টে পেআউটের অনুরোধ করতে পারেন।',
            ],
          },
          {
            heading: '৬. ক্ষতি, হারানো পার্সেল ও বিরোধ',
            anchor: 'liability',
            paragraphs: [
              'পার্সেল পৌঁছালে তা ভালো করে দেখে নিন এবং কোনো ক্ষতি থাকলে ৪৮ ঘণ্টার মধ্যে ছবিসহ আমাদের জানান। কেনা যেকোনো আইটেমের অর্ডারের পাতা থেকে আপনি সেটি নিয়ে বিরোধ (ডিসপিউট) দাখিল করতে পারেন; প্রতিটি বিরোধের উত্তর আমরা তিন কর্মদিবসের মধ্যে দিই। হারানো বা ক্ষতিগ্রস্ত পার্সেলের ক্ষেত্রে আমাদের দায় সেই পার্সেলের ইনভয়েসে ঘোষিত মূল্য পর্যন্ত সীমিত।',
            ],
          },
          {
            heading: '৭. এই শর্তাবলির পরিবর্তন',
            anchor: 'changes',
            paragraphs: [
              'আমরা এই শর্তাবলি হালনাগাদ করতে পারি। গুরুত্বপূর্ণ পরিবর্তন কার্যকর হওয়ার অন্তত ১৪ দিন আগে আমরা আপনাকে ইমেলে জানাব; তার আগে দেওয়া অর্ডারগুলো, অর্ডার দেওয়ার সময় যে শর্তাবলি বলবৎ ছিল, সেই অনুযায়ীই চলবে।',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    locale: 'bn',
    title: 'গোপনীয়তা নীতি',
    blocks: [
      {
        type: 'rich_text',
        table_of_contents: true,
        sections: [
          {
            heading: '১. আমরা কী সংগ্রহ করি',
            anchor: 'what',
            paragraphs: [
              'আপনার নাম, ইমেল, ফোন ও ডেলিভারির ঠিকানা; আপনি যা অর্ডার ও পাঠান; পেমেন্ট ও ওয়ালেটের লেনদেন; এবং আপনার অ্যাকাউন্ট নিরাপদ রাখতে আপনি যে ডিভাইস ও পেজ ব্যবহার করেন।',
            ],
          },
          {
            heading: '২. কেন ব্যবহার করি',
            anchor: 'why',
            paragraphs: [
              'আপনার পণ্য কেনা ও পাঠানো, বিল করা, অর্ডার ও পার্সেলের খবর জানানো এবং প্রতারণা ঠেকাতে। আমরা কখনো আপনার তথ্য বিক্রি করি না।',
            ],
          },
          {
            heading: '৩. কারা দেখে',
            anchor: 'who',
            paragraphs: [
              'বিক্রেতা ও কুরিয়ার ডেলিভারির জন্য যতটুকু দরকার ততটুকু দেখে; পেমেন্ট সেবাদাতা পেমেন্টের জন্য যা দরকার তা দেখে; কাস্টমস আপনার ঘোষণাপত্র দেখে। সাপোর্ট কর্মীরা আপনার অ্যাকাউন্ট শুধু দেখতে পারেন, এবং প্রতিটি দেখা রেকর্ড করা হয়।',
            ],
          },
          {
            heading: '৪. কতদিন রাখি',
            anchor: 'keep',
            paragraphs: [
              'কর আইনের নির্দেশে অর্ডার ও ইনভয়েস সাত বছর; বাকি সব আপনি অ্যাকাউন্ট বন্ধ করা পর্যন্ত।',
            ],
          },
          {
            heading: '৫. আপনার পছন্দ',
            anchor: 'rights',
            paragraphs: [
              'সেটিংসে আপনার তথ্য ঠিক করতে পারেন, কোন বিজ্ঞপ্তি পাবেন তা বেছে নিতে পারেন, এবং যোগাযোগ পেজ থেকে আপনার তথ্য এক্সপোর্ট বা মুছে ফেলতে বলতে পারেন।',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'contact-us',
    locale: 'bn',
    title: 'যোগাযোগ করুন',
    blocks: [
      {
        type: 'rich_text',
        sections: [
          {
            paragraphs: [
              'আমাদের সাপোর্ট টিম সপ্তাহের সাত দিনই ইংরেজি ও বাংলায় উত্তর দেয়। বেশিরভাগ প্রশ্নের উত্তর এক কর্মদিবসের মধ্যে দেওয়া হয়।',
            ],
          },
        ],
      },
      {
        type: 'faq',
        title: 'প্রশ্ন',
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
    ],
  },
  {
    slug: 'talk-to-expert',
    locale: 'bn',
    title: 'বিশেষজ্ঞের সাথে কথা বলুন',
    blocks: [
      {
        type: 'call_to_action',
        heading: 'কী কিনবেন বা কীভাবে পাঠাবেন, নিশ্চিত নন?',
        body: 'আপনি টাকা দেওয়ার আগেই আমাদের বিশেষজ্ঞরা বিক্রেতা তুলনা করেন, মান যাচাই করেন এবং শিপিংয়ের খরচ জানান।',
        cta: {
          label: 'কোটেশন চান',
          href: '/dashboard/RFQ',
        },
      },
    ],
  },
  {
    slug: 'random-page-content',
    locale: 'bn',
    title: 'আপনি কি জানেন?',
    blocks: [
      {
        type: 'image_text',
        image: '/banners/ship-for-me.svg',
        alt: 'নিজের পার্সেল পাঠান: চীনে এক ঠিকানা, দেশে এক বাক্স',
        heading: 'কয়েকটি পার্সেল এক বাক্সে পাঠান',
        body: 'আমাদের গুদামে অপেক্ষমাণ পার্সেলগুলো একসাথে রিপ্যাক করা যায়: এক বাক্সের শিপিং দেন, সাধারণত কম খরচে।',
        image_side: 'left',
        cta: {
          label: 'আমার পার্সেল',
          href: '/dashboard/ship-for-me/my-parcel',
        },
      },
    ],
  },
  {
    slug: 'app-landing-page',
    locale: 'bn',
    title: 'ফোনে ক্রসপোর্ট',
    blocks: [
      {
        type: 'hero',
        heading: 'ফোনে ক্রসপোর্ট',
        subheading:
          'ব্রাউজার থেকেই অ্যাপ ইনস্টল করুন: পার্সেল ট্র্যাক করুন, ইনভয়েস পরিশোধ করুন এবং বিজ্ঞপ্তি পান, ধীর সংযোগেও।',
        image: '/icons/icon.svg',
        cta: {
          label: 'কেনাকাটা শুরু করুন',
          href: '/',
        },
      },
      {
        type: 'features',
        title: 'কেন ক্রসপোর্ট',
        items: [
          {
            icon: 'camera',
            title: 'আমাদের গুদামে যাচাই করা',
            body: 'চীন ছাড়ার আগে প্রতিটি পণ্য ওজন করে ছবি তোলা হয়।',
          },
          {
            icon: 'receipt',
            title: 'এক দাম, কোনো চমক নেই',
            body: 'পণ্য, শিপিং ও শুল্ক একই ইনভয়েসে, আপনার মুদ্রায়।',
          },
          {
            icon: 'wallet',
            title: 'নিজের মতো পরিশোধ',
            body: 'ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফার; রিফান্ড ওয়ালেটে ফেরত আসে।',
          },
          {
            icon: 'headset',
            title: 'বাংলায় সাপোর্ট',
            body: 'সপ্তাহের সাত দিন, সত্যিকারের মানুষ।',
          },
        ],
      },
    ],
  },
  {
    slug: 'ship-for-me-landing-page',
    locale: 'bn',
    title: 'শিপ ফর মি',
    blocks: [
      {
        type: 'hero',
        heading: 'নিজে কিনেছেন? আমরা দেশে পাঠাই।',
        subheading:
          'আমাদের চীনের গুদামে আপনার ব্যক্তিগত ঠিকানা ব্যবহার করুন। আমরা আপনার পার্সেল গ্রহণ করি, ওজন করি, ছবি তুলি এবং একসাথে বা আলাদাভাবে পাঠাই।',
        image: '/banners/ship-for-me.svg',
        cta: {
          label: 'শিপ ফর মি অনুরোধ করুন',
          href: '/ship-for-me',
        },
        secondary_cta: {
          label: 'খরচ কত হবে?',
          href: '/landed-cost',
        },
      },
      {
        type: 'features',
        title: 'কেন ক্রসপোর্ট',
        items: [
          {
            icon: 'camera',
            title: 'আমাদের গুদামে যাচাই করা',
            body: 'চীন ছাড়ার আগে প্রতিটি পণ্য ওজন করে ছবি তোলা হয়।',
          },
          {
            icon: 'receipt',
            title: 'এক দাম, কোনো চমক নেই',
            body: 'পণ্য, শিপিং ও শুল্ক একই ইনভয়েসে, আপনার মুদ্রায়।',
          },
          {
            icon: 'wallet',
            title: 'নিজের মতো পরিশোধ',
            body: 'ওয়ালেট, বিকাশ বা ব্যাংক ট্রান্সফার; রিফান্ড ওয়ালেটে ফেরত আসে।',
          },
          {
            icon: 'headset',
            title: 'বাংলায় সাপোর্ট',
            body: 'সপ্তাহের সাত দিন, সত্যিকারের মানুষ।',
          },
        ],
      },
      {
        type: 'faq',
        title: 'প্রশ্ন',
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
    ],
  },
  {
    slug: 'all-live-homepage',
    locale: 'bn',
    title: 'লাইভ: ব্যাকপ্যাক',
    blocks: [
      {
        type: 'banner_carousel',
        interval_seconds: 5,
        banners: [
          {
            image: '/banners/live-backpacks.svg',
            alt: 'এখন লাইভ: কারখানা থেকে সরাসরি স্কুল ব্যাকপ্যাক',
            href: '/search?keyword=backpack',
          },
        ],
      },
    ],
  },
  ...DEMO_HELP_PAGES,
];
