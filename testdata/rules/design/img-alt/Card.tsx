export function Card({ src, title }: { src: string; title: string }) {
  return (
    <div className="card">
      <img src={src} /> {/* want "Image without alternative text" */}
      <img src={src} alt={title} />
      <img src="/divider.png" alt="" />
    </div>
  );
}
