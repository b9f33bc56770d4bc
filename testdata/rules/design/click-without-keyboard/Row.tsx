export function Row({ onOpen }: { onOpen: () => void }) {
  return (
    <>
      <div className="row" onClick={onOpen}>Open</div> {/* want "Click handler on a <div>" */}
      <div role="button" tabIndex={0} onClick={onOpen} onKeyDown={onOpen}>Open</div>
    </>
  );
}
