/**
 * The catalog's taxonomy — reference data, not demo data: the category tree imported products
 * are filed under and the source sites, plus the words real listings on Chinese shop sites
 * are built from (the demo generator writes titles like "Waterproof Laptop Backpack 15.6 inch
 * USB Charging Port" from them). Prices are in CNY yuan.
 */
export interface LeafCategory {
  slug: string;
  name: string;
  nouns: string[];
  modifiers: string[];
  details: string[];
  materials: string[];
  /** Cheapest and dearest single-piece price in CNY yuan. */
  price: [number, number];
  /** Which properties the listings vary by. */
  variesBy: ('colour' | 'size' | 'clothing-size' | 'shoe-size' | 'capacity' | 'style')[];
}

export interface RootCategory {
  slug: string;
  name: string;
  icon: string;
  children: LeafCategory[];
}

const apparelSizes = ['clothing-size', 'colour'] as const;

export const catalogTaxonomy: RootCategory[] = [
  {
    slug: 'bags-luggage',
    name: 'Bags & Luggage',
    icon: 'bag',
    children: [
      {
        slug: 'backpacks',
        name: 'Backpacks',
        nouns: [
          'Laptop Backpack',
          'Travel Backpack',
          'School Backpack',
          'Hiking Backpack',
          'Rolltop Backpack',
        ],
        modifiers: ['Waterproof', 'Anti-Theft', 'Lightweight', 'Large Capacity', 'Slim Business'],
        details: [
          '15.6 inch USB Charging Port',
          'with Shoe Compartment',
          '35L Casual Daypack',
          '17 inch Expandable',
          'for Men and Women',
        ],
        materials: ['Oxford Cloth', 'Nylon', 'Polyester', 'Canvas'],
        price: [39, 329],
        variesBy: ['colour', 'style'],
      },
      {
        slug: 'handbags',
        name: 'Handbags',
        nouns: ['Tote Bag', 'Crossbody Bag', 'Shoulder Bag', 'Bucket Bag'],
        modifiers: ['Genuine Leather', 'Vintage', 'Minimalist', 'Quilted'],
        details: [
          'with Chain Strap',
          'Large Capacity for Work',
          'Mini Phone Pouch',
          'with Zip Pocket',
        ],
        materials: ['PU Leather', 'Cowhide', 'Canvas'],
        price: [59, 899],
        variesBy: ['colour'],
      },
      {
        slug: 'luggage',
        name: 'Suitcases',
        nouns: ['Carry-On Suitcase', 'Hard Shell Luggage', 'Trolley Case'],
        modifiers: ['Spinner', 'Expandable', 'Aluminium Frame', 'Ultra Light'],
        details: [
          '20 inch TSA Lock',
          '24 inch Silent Wheels',
          '28 inch Check-In',
          'with Cup Holder',
        ],
        materials: ['ABS+PC', 'Polycarbonate', 'Aluminium'],
        price: [199, 1599],
        variesBy: ['colour', 'size'],
      },
      {
        slug: 'wallets',
        name: 'Wallets',
        nouns: ['Bifold Wallet', 'Card Holder', 'Long Wallet', 'Coin Purse'],
        modifiers: ['RFID Blocking', 'Slim', 'Genuine Leather', 'Carbon Fibre'],
        details: ['with Gift Box', '12 Card Slots', 'with Zip Coin Pocket', 'Pop-Up Card Case'],
        materials: ['Cowhide', 'PU Leather', 'Aluminium'],
        price: [19, 259],
        variesBy: ['colour'],
      },
    ],
  },
  {
    slug: 'women-clothing',
    name: "Women's Clothing",
    icon: 'dress',
    children: [
      {
        slug: 'dresses',
        name: 'Dresses',
        nouns: ['Maxi Dress', 'Midi Dress', 'Shirt Dress', 'Slip Dress', 'Wrap Dress'],
        modifiers: ['Floral', 'Elegant', 'Summer', 'Vintage French', 'Pleated'],
        details: ['with Puff Sleeves', 'High Waist A-Line', 'V-Neck Beach', 'Loose Fit Casual'],
        materials: ['Chiffon', 'Cotton', 'Linen', 'Satin'],
        price: [49, 399],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'women-tops',
        name: 'Tops & Blouses',
        nouns: ['Blouse', 'T-Shirt', 'Crop Top', 'Knit Cardigan'],
        modifiers: ['Oversized', 'Ribbed', 'Korean Style', 'Off-Shoulder'],
        details: ['Long Sleeve', 'Short Sleeve Basic', 'with Lace Trim', 'Button Front'],
        materials: ['Cotton', 'Modal', 'Viscose'],
        price: [25, 199],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'women-trousers',
        name: 'Trousers & Jeans',
        nouns: ['Wide Leg Jeans', 'Straight Trousers', 'Cargo Pants', 'Yoga Leggings'],
        modifiers: ['High Waist', 'Stretch', 'Ripped', 'Drape'],
        details: ['Ankle Length', 'Full Length Casual', 'with Pockets', 'Slimming Fit'],
        materials: ['Denim', 'Cotton', 'Spandex'],
        price: [45, 259],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'women-coats',
        name: 'Coats & Jackets',
        nouns: ['Trench Coat', 'Puffer Jacket', 'Wool Coat', 'Denim Jacket'],
        modifiers: ['Long', 'Hooded', 'Double-Breasted', 'Cropped'],
        details: ['Windproof Winter', 'with Belt', 'Thickened Warm', 'Spring Autumn'],
        materials: ['Wool Blend', 'Polyester', 'Down'],
        price: [129, 999],
        variesBy: [...apparelSizes],
      },
    ],
  },
  {
    slug: 'men-clothing',
    name: "Men's Clothing",
    icon: 'shirt',
    children: [
      {
        slug: 'men-shirts',
        name: 'Shirts',
        nouns: ['Oxford Shirt', 'Polo Shirt', 'Flannel Shirt', 'Dress Shirt'],
        modifiers: ['Slim Fit', 'Non-Iron', 'Casual', 'Business'],
        details: ['Long Sleeve', 'Short Sleeve Summer', 'Button Down Collar', 'Breathable'],
        materials: ['Cotton', 'Linen', 'Bamboo Fibre'],
        price: [39, 299],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'men-tshirts',
        name: 'T-Shirts',
        nouns: ['Crew Neck T-Shirt', 'Graphic Tee', 'Henley Shirt', 'Sports Tee'],
        modifiers: ['Heavyweight', 'Quick Dry', 'Oversized', 'Pure Cotton'],
        details: ['Short Sleeve', 'Pack of 3', 'Loose Streetwear', 'Gym Training'],
        materials: ['Cotton', 'Polyester', 'Modal'],
        price: [19, 129],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'men-trousers',
        name: 'Trousers',
        nouns: ['Chino Pants', 'Jogger Pants', 'Cargo Trousers', 'Straight Jeans'],
        modifiers: ['Stretch', 'Slim Fit', 'Ice Silk', 'Relaxed'],
        details: ['with Elastic Waist', 'Ankle Length', 'Multi-Pocket Outdoor', 'Business Casual'],
        materials: ['Cotton', 'Denim', 'Nylon'],
        price: [49, 259],
        variesBy: [...apparelSizes],
      },
      {
        slug: 'men-jackets',
        name: 'Jackets',
        nouns: ['Bomber Jacket', 'Windbreaker', 'Down Jacket', 'Fleece Jacket'],
        modifiers: ['Waterproof', 'Hooded', 'Lightweight Packable', 'Varsity'],
        details: ['for Outdoor Hiking', 'Stand Collar', 'Thermal Winter', 'Spring Casual'],
        materials: ['Nylon', 'Polyester', 'Duck Down'],
        price: [99, 899],
        variesBy: [...apparelSizes],
      },
    ],
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    icon: 'shoe',
    children: [
      {
        slug: 'sneakers',
        name: 'Sneakers',
        nouns: ['Running Shoes', 'Canvas Sneakers', 'Chunky Sneakers', 'Walking Shoes'],
        modifiers: ['Breathable Mesh', 'Lightweight', 'Non-Slip', 'Platform'],
        details: ['for Men', 'for Women', 'Casual Sports', 'Shock Absorbing Sole'],
        materials: ['Mesh', 'Canvas', 'Leather'],
        price: [59, 599],
        variesBy: ['shoe-size', 'colour'],
      },
      {
        slug: 'boots',
        name: 'Boots',
        nouns: ['Chelsea Boots', 'Hiking Boots', 'Martin Boots', 'Snow Boots'],
        modifiers: ['Waterproof', 'Genuine Leather', 'Fleece Lined', 'Anti-Slip'],
        details: ['Ankle Height', 'with Side Zip', 'Winter Warm', 'Outdoor Trekking'],
        materials: ['Cowhide', 'Suede', 'Rubber'],
        price: [129, 899],
        variesBy: ['shoe-size', 'colour'],
      },
      {
        slug: 'sandals',
        name: 'Sandals & Slippers',
        nouns: ['Slide Sandals', 'Beach Flip Flops', 'House Slippers', 'Strappy Sandals'],
        modifiers: ['Soft Cloud', 'Anti-Slip', 'Orthopaedic', 'Summer'],
        details: ['Thick Sole', 'Quick Dry', 'for Bathroom', 'Open Toe'],
        materials: ['EVA', 'Rubber', 'PU'],
        price: [15, 199],
        variesBy: ['shoe-size', 'colour'],
      },
    ],
  },
  {
    slug: 'electronics',
    name: 'Phones & Electronics',
    icon: 'phone',
    children: [
      {
        slug: 'phone-cases',
        name: 'Phone Cases',
        nouns: ['Phone Case', 'MagSafe Case', 'Wallet Phone Case', 'Rugged Case'],
        modifiers: ['Shockproof', 'Clear', 'Liquid Silicone', 'Matte'],
        details: [
          'for iPhone 15 Pro',
          'for Samsung Galaxy S24',
          'with Kickstand',
          'with Lens Protector',
        ],
        materials: ['TPU', 'Silicone', 'Polycarbonate'],
        price: [9, 99],
        variesBy: ['style', 'colour'],
      },
      {
        slug: 'chargers',
        name: 'Chargers & Cables',
        nouns: ['GaN Charger', 'USB-C Cable', 'Wireless Charger', 'Power Bank'],
        modifiers: ['65W Fast', 'Braided', 'Magnetic', 'Compact'],
        details: ['3 Port', '2 Metre', '20000mAh', 'for Phone and Laptop'],
        materials: ['Aluminium', 'Nylon Braid', 'ABS'],
        price: [19, 299],
        variesBy: ['style', 'colour'],
      },
      {
        slug: 'headphones',
        name: 'Headphones',
        nouns: [
          'Wireless Earbuds',
          'Over-Ear Headphones',
          'Bone Conduction Headphones',
          'Gaming Headset',
        ],
        modifiers: ['Noise Cancelling', 'Bluetooth 5.3', 'Waterproof Sports', 'Hi-Fi'],
        details: ['40h Battery', 'with Microphone', 'Low Latency', 'with Charging Case'],
        materials: ['ABS', 'Aluminium', 'Protein Leather'],
        price: [39, 899],
        variesBy: ['colour'],
      },
      {
        slug: 'smart-watches',
        name: 'Smart Watches',
        nouns: ['Smart Watch', 'Fitness Tracker', 'Kids Smart Watch'],
        modifiers: ['AMOLED', 'Waterproof', 'Bluetooth Calling', 'GPS'],
        details: ['Heart Rate Monitor', '1.96 inch Screen', 'Sleep Tracking', 'with 2 Straps'],
        materials: ['Zinc Alloy', 'Silicone', 'Stainless Steel'],
        price: [89, 1299],
        variesBy: ['colour', 'style'],
      },
      {
        slug: 'computer-accessories',
        name: 'Computer Accessories',
        nouns: ['Mechanical Keyboard', 'Wireless Mouse', 'Laptop Stand', 'USB-C Hub'],
        modifiers: ['Ergonomic', 'Hot-Swappable', 'Adjustable', 'Silent Click'],
        details: ['RGB Backlit', '7 in 1', 'Aluminium Foldable', '2.4G and Bluetooth'],
        materials: ['Aluminium', 'ABS', 'PBT'],
        price: [29, 699],
        variesBy: ['colour', 'style'],
      },
    ],
  },
  {
    slug: 'home-kitchen',
    name: 'Home & Kitchen',
    icon: 'home',
    children: [
      {
        slug: 'cookware',
        name: 'Cookware',
        nouns: ['Frying Pan', 'Wok', 'Stock Pot', 'Saucepan Set'],
        modifiers: ['Non-Stick', 'Cast Iron', 'Stainless Steel', 'Granite Coated'],
        details: ['28cm Induction Ready', 'with Glass Lid', 'PFOA Free', 'Set of 3'],
        materials: ['Cast Iron', 'Stainless Steel', 'Aluminium'],
        price: [49, 599],
        variesBy: ['size'],
      },
      {
        slug: 'kitchen-tools',
        name: 'Kitchen Tools',
        nouns: ['Knife Set', 'Silicone Spatula Set', 'Vegetable Chopper', 'Kitchen Scale'],
        modifiers: ['Professional', 'Heat Resistant', 'Multi-Function', 'Digital'],
        details: ['with Wooden Block', '12 Piece', 'Dishwasher Safe', 'Rechargeable'],
        materials: ['Stainless Steel', 'Silicone', 'Bamboo'],
        price: [15, 399],
        variesBy: ['colour', 'style'],
      },
      {
        slug: 'storage',
        name: 'Storage & Organisation',
        nouns: ['Storage Box', 'Drawer Organiser', 'Vacuum Storage Bags', 'Shoe Rack'],
        modifiers: ['Stackable', 'Foldable', 'Transparent', 'Space Saving'],
        details: ['with Lid', 'Set of 6', 'for Wardrobe', 'Multi-Layer'],
        materials: ['PP', 'Fabric', 'Metal'],
        price: [9, 199],
        variesBy: ['size', 'colour'],
      },
      {
        slug: 'bedding',
        name: 'Bedding',
        nouns: ['Duvet Cover Set', 'Fitted Sheet', 'Memory Foam Pillow', 'Summer Quilt'],
        modifiers: ['Pure Cotton', 'Washed Linen', 'Cooling', 'Soft Brushed'],
        details: ['Queen Size', '4 Piece', 'Anti-Mite', 'Breathable'],
        materials: ['Cotton', 'Linen', 'Microfibre'],
        price: [59, 699],
        variesBy: ['size', 'colour'],
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        nouns: ['LED Desk Lamp', 'Night Light', 'Ceiling Light', 'String Lights'],
        modifiers: ['Dimmable', 'Motion Sensor', 'Smart', 'Warm White'],
        details: ['Eye Caring', 'USB Rechargeable', 'App Control', '10 Metre'],
        materials: ['Aluminium', 'ABS', 'Glass'],
        price: [19, 599],
        variesBy: ['style', 'colour'],
      },
    ],
  },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    icon: 'sparkle',
    children: [
      {
        slug: 'skincare',
        name: 'Skincare',
        nouns: ['Face Serum', 'Moisturising Cream', 'Sheet Mask', 'Sunscreen'],
        modifiers: ['Hyaluronic Acid', 'Niacinamide', 'Soothing', 'SPF50+'],
        details: ['30ml', 'Pack of 10', 'for Sensitive Skin', 'Oil Control'],
        materials: ['Hyaluronic Acid', 'Centella', 'Vitamin C'],
        price: [19, 399],
        variesBy: ['capacity'],
      },
      {
        slug: 'makeup',
        name: 'Makeup',
        nouns: ['Lip Glaze', 'Cushion Foundation', 'Eyeshadow Palette', 'Eyeliner Pen'],
        modifiers: ['Long Lasting', 'Matte', 'Waterproof', 'Velvet'],
        details: ['12 Colours', 'Natural Finish', 'Smudge Proof', 'Mini Size'],
        materials: ['Mineral', 'Vegan', 'Plant Extract'],
        price: [15, 299],
        variesBy: ['style'],
      },
      {
        slug: 'hair-care',
        name: 'Hair Care',
        nouns: ['Hair Dryer', 'Hair Straightener', 'Curling Iron', 'Scalp Massager'],
        modifiers: ['Negative Ion', 'Ceramic', 'Fast Drying', 'Cordless'],
        details: ['1800W', 'Auto Shut-Off', 'with Diffuser', 'Travel Size'],
        materials: ['Ceramic', 'Tourmaline', 'ABS'],
        price: [39, 899],
        variesBy: ['colour'],
      },
    ],
  },
  {
    slug: 'sports-outdoors',
    name: 'Sports & Outdoors',
    icon: 'ball',
    children: [
      {
        slug: 'fitness',
        name: 'Fitness Equipment',
        nouns: ['Yoga Mat', 'Adjustable Dumbbells', 'Resistance Bands', 'Jump Rope'],
        modifiers: ['Non-Slip', 'Extra Thick', 'Home Gym', 'Weighted'],
        details: ['10mm', 'Set of 5', 'with Carry Strap', 'Speed Training'],
        materials: ['TPE', 'NBR', 'Latex'],
        price: [19, 699],
        variesBy: ['colour', 'size'],
      },
      {
        slug: 'camping',
        name: 'Camping & Hiking',
        nouns: ['Camping Tent', 'Sleeping Bag', 'Folding Chair', 'Trekking Poles'],
        modifiers: ['Ultralight', 'Waterproof', 'Portable', 'Instant Pop-Up'],
        details: ['for 2-4 Persons', 'Winter -10°C', 'with Carry Bag', 'Aluminium Alloy'],
        materials: ['Nylon', 'Aluminium', 'Polyester'],
        price: [39, 1299],
        variesBy: ['colour', 'size'],
      },
      {
        slug: 'cycling',
        name: 'Cycling',
        nouns: ['Bike Helmet', 'Bike Light Set', 'Cycling Gloves', 'Bike Phone Mount'],
        modifiers: ['Aerodynamic', 'USB Rechargeable', 'Shockproof', 'Reflective'],
        details: ['for Road and MTB', 'Half Finger', 'Quick Release', 'IPX6'],
        materials: ['PC+EPS', 'Aluminium', 'Lycra'],
        price: [19, 499],
        variesBy: ['colour', 'size'],
      },
      {
        slug: 'sportswear',
        name: 'Sportswear',
        nouns: ['Running Shorts', 'Compression Shirt', 'Sports Bra', 'Track Suit'],
        modifiers: ['Quick Dry', 'Seamless', 'High Support', 'Breathable'],
        details: ['with Phone Pocket', 'for Gym and Running', 'Moisture Wicking', '2 in 1'],
        materials: ['Polyester', 'Spandex', 'Nylon'],
        price: [29, 299],
        variesBy: [...apparelSizes],
      },
    ],
  },
  {
    slug: 'toys-kids',
    name: 'Toys, Kids & Baby',
    icon: 'toy',
    children: [
      {
        slug: 'toys',
        name: 'Toys',
        nouns: ['Building Blocks Set', 'Remote Control Car', 'Plush Toy', 'Puzzle'],
        modifiers: ['Educational', 'STEM', 'Soft', 'Rechargeable'],
        details: ['for Kids 6+', '1000 Pieces', 'Birthday Gift', '4WD Off-Road'],
        materials: ['ABS', 'Cotton', 'Wood'],
        price: [19, 699],
        variesBy: ['style'],
      },
      {
        slug: 'baby',
        name: 'Baby Care',
        nouns: ['Baby Carrier', 'Feeding Bottle', 'Baby Romper', 'Diaper Bag'],
        modifiers: ['Ergonomic', 'Anti-Colic', 'Organic Cotton', 'Multi-Function'],
        details: ['0-36 Months', '240ml', 'with Hip Seat', 'Large Capacity Backpack'],
        materials: ['Cotton', 'PPSU', 'Oxford Cloth'],
        price: [29, 599],
        variesBy: ['colour', 'size'],
      },
    ],
  },
  {
    slug: 'jewellery-watches',
    name: 'Jewellery & Watches',
    icon: 'gem',
    children: [
      {
        slug: 'jewellery',
        name: 'Jewellery',
        nouns: ['Pendant Necklace', 'Stud Earrings', 'Charm Bracelet', 'Adjustable Ring'],
        modifiers: ['925 Sterling Silver', '18K Gold Plated', 'Minimalist', 'Freshwater Pearl'],
        details: ['Hypoallergenic', 'Gift Box Included', 'for Women', 'Layered'],
        materials: ['Sterling Silver', 'Titanium Steel', 'Pearl'],
        price: [19, 899],
        variesBy: ['style'],
      },
      {
        slug: 'watches',
        name: 'Watches',
        nouns: ['Quartz Watch', 'Automatic Mechanical Watch', 'Digital Sports Watch'],
        modifiers: ['Waterproof', 'Luminous', 'Minimalist', 'Chronograph'],
        details: ['Stainless Steel Strap', 'Leather Band', '50m Water Resistant', 'Sapphire Glass'],
        materials: ['Stainless Steel', 'Leather', 'Resin'],
        price: [59, 1999],
        variesBy: ['colour'],
      },
    ],
  },
];

export const leafCategories: LeafCategory[] = catalogTaxonomy.flatMap((root) => root.children);

/** Where products in the demo come from; harvested products keep their own host. */
export const catalogSources = [
  { code: 'taobao', name: 'Taobao', host: 'item.taobao.com' },
  { code: 'tmall', name: 'Tmall', host: 'detail.tmall.com' },
  { code: '1688', name: '1688', host: 'detail.1688.com' },
  { code: 'jd', name: 'JD.com', host: 'item.jd.com' },
] as const;

export const propertyValues = {
  colour: ['Black', 'Grey', 'Navy Blue', 'Khaki', 'White', 'Pink', 'Army Green', 'Burgundy'],
  size: ['Small', 'Medium', 'Large', 'Extra Large'],
  'clothing-size': ['S', 'M', 'L', 'XL', 'XXL'],
  'shoe-size': ['38', '39', '40', '41', '42', '43', '44'],
  capacity: ['30ml', '50ml', '100ml'],
  style: ['Standard', 'Upgraded', 'Premium', 'Gift Set'],
} as const;

export const propertyNames = {
  colour: 'Colour',
  size: 'Size',
  'clothing-size': 'Size',
  'shoe-size': 'Shoe size (EU)',
  capacity: 'Capacity',
  style: 'Style',
} as const;
