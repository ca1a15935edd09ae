/** Product pages the way shop sites write them, one markup style each. */

const layout = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>
<header><nav><a href="/">Home</a> › <a href="/bags">Bags</a></nav></header>
<main>${body}</main><footer>© Fixture Shop</footer></body></html>`;

// Shops escape "</" inside JSON-LD so a description's HTML cannot end the script element.
const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll('</', '<\\/')}</script>`;

export const jsonLdPage = layout(
  `<title>Trail Pack 40L – Fixture Shop</title>
<script type="application/ld+json">{ this is not json }</script>
${jsonLd({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@type': 'ProductGroup',
      name: 'Fixture Trail Hiking Backpack 40L Waterproof',
      description:
        '<p>Roomy <b>40L</b> pack.</p><script>alert("x")</script><img src="/img/detail.jpg" onerror="alert(1)">',
      image: [
        '/img/trail-1.jpg',
        { '@type': 'ImageObject', url: 'https://cdn.fixture.test/trail-2.jpg' },
      ],
      productGroupID: 'TRAIL40',
      weight: { '@type': 'QuantitativeValue', value: 1.2, unitCode: 'KGM' },
      brand: { '@type': 'Brand', name: 'Fixture Outdoor Flagship Store' },
      category: 'Bags > Backpacks',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: '128' },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Material', value: 'Ripstop Nylon' }],
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      hasVariant: [
        {
          '@type': 'Product',
          sku: 'TRAIL40-BK-M',
          color: 'Black',
          size: 'M',
          image: '/img/black.jpg',
          offers: {
            '@type': 'Offer',
            price: '199.00',
            priceCurrency: 'CNY',
            availability: 'https://schema.org/InStock',
          },
        },
        {
          '@type': 'Product',
          sku: 'TRAIL40-BK-L',
          color: 'Black',
          size: 'L',
          weight: '1.4 kg',
          offers: {
            '@type': 'Offer',
            price: '219.00',
            priceCurrency: 'CNY',
            availability: 'https://schema.org/InStock',
          },
        },
        {
          '@type': 'Product',
          sku: 'TRAIL40-GR-M',
          color: 'Grey',
          size: 'M',
          offers: {
            '@type': 'Offer',
            price: '199.00',
            priceCurrency: 'CNY',
            availability: 'https://schema.org/OutOfStock',
          },
        },
      ],
    },
  ],
})}`,
  '<h1>Fixture Trail Hiking Backpack 40L Waterproof</h1><p>¥199.00</p>',
);

export const openGraphPage = layout(
  `<title>Ceramic Tea Set</title>
<meta property="og:type" content="product">
<meta property="og:title" content="Fixture Ceramic Tea Set 8 Pieces Gift Box">
<meta property="og:description" content="Hand-painted porcelain teapot with six cups.">
<meta property="og:image" content="https://cdn.fixture.test/tea-1.jpg">
<meta property="og:image" content="https://cdn.fixture.test/tea-2.jpg">
<meta property="og:site_name" content="Jingdezhen Porcelain Store">
<meta property="product:price:amount" content="1,288.50">
<meta property="product:price:currency" content="CNY">`,
  '<h1>Ceramic Tea Set</h1>',
);

export const microdataPage = layout(
  '<title>Desk Lamp</title>',
  `<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Fixture LED Desk Lamp Dimmable Eye Caring</h1>
  <img itemprop="image" src="/img/lamp.jpg" alt="">
  <div itemprop="description"><p>Three colour temperatures.</p><iframe src="https://evil.test"></iframe></div>
  <meta itemprop="sku" content="LAMP-01">
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span itemprop="priceCurrency" content="CNY">¥</span><span itemprop="price" content="89.90">89.90</span>
    <link itemprop="availability" href="https://schema.org/InStock">
  </div>
  <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">
    <span itemprop="ratingValue">4.8</span> (<span itemprop="reviewCount">52</span>)
  </div>
</div>`,
);

export const missingFieldsPage = layout(
  '<title>Plain</title>',
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Fixture Plain Cotton Socks',
    offers: { '@type': 'Offer', price: 12 },
  }),
);

/** A Taobao-style page in Chinese: translated on import when a translator is configured. */
export const chinesePage = layout(
  '<title>户外露营帐篷</title>',
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: '户外 露营帐篷 防水 3-4人',
    sku: 'TENT34',
    brand: { '@type': 'Brand', name: '山野户外旗舰店' },
    additionalProperty: [{ '@type': 'PropertyValue', name: '材质', value: '涤纶' }],
    offers: {
      '@type': 'Offer',
      price: '259.00',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
    },
  }),
);

export const notAProductPage = layout(
  '<title>Our story</title><meta property="og:type" content="article"><meta property="og:title" content="Our story">',
  '<article><h1>Our story</h1><p>We started in 2009.</p></article>',
);

export const usdPage = layout(
  '<title>USD</title>',
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Fixture Imported Gadget',
    offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' },
  }),
);

/** About 1 MB of listing noise around a tiny product. */
export const hugePage = layout(
  '<title>Huge</title>',
  `${'<div class="noise">'.padEnd(1000, 'x')}</div>`.repeat(1000) + missingFieldsPage,
);
