export function Hero({ src }) {
  return (
    <section>
      <video autoPlay muted loop src="/hero.mp4" />
      <video autoPlay src={src} />
    </section>
  );
}
