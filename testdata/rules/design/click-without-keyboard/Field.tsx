export function TextField({ label, value, onChange, innerRef }) {
  // A click on the wrapper only focuses the field, which Tab reaches itself.
  return (
    <div
      className="TextField"
      onClick={() => {
        innerRef.current?.focus();
      }}
    >
      <div className="TextField__label">{label}</div>
      <input ref={innerRef} value={value} onChange={onChange} aria-label={label} />
    </div>
  );
}

export function Tile({ innerRef, onOpen }) {
  // Focusing something with nothing focusable inside, or doing more than focus, is the click's own action.
  return (
    <>
      <div className="Tile" onClick={() => innerRef.current?.focus()}>Tile</div> {/* want "click-without-keyboard" */}
      <div className="Tile" onClick={() => { innerRef.current?.focus(); onOpen(); }}> {/* want "click-without-keyboard" */}
        <input aria-label="Name" />
      </div>
    </>
  );
}
