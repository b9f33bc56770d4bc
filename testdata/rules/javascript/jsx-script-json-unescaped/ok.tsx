type Product = { name: string };

export default function ProductPage({ product }: { product: Product }) {
  const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: product.name };
  return (
    <section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <pre>{JSON.stringify(jsonLd, null, 2)}</pre>
      <div data-config={JSON.stringify(jsonLd)} />
      <h1>{product.name}</h1>
    </section>
  );
}
