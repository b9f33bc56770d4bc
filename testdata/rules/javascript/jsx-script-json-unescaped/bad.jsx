export default function ProductPage({ product }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    review: product.reviews.map((r) => ({ '@type': 'Review', reviewBody: r.body })),
  };
  return (
    <section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd) }} /> {/* want "javascript/jsx-script-json-unescaped" */}
      <h1>{product.name}</h1>
    </section>
  );
}
