export function CheckboxRow({ checked, onChange, label }) {
  return (
    <div className="Checkbox" onClick={() => onChange(!checked)}>
      <button type="button" role="checkbox" aria-checked={checked} />
      {label}
    </div>
  );
}

export function Modal({ onClose, onKeyDown, children }) {
  return (
    <div className="Modal" role="dialog" aria-modal="true" onKeyDown={onKeyDown}>
      <div className="Modal__background" onClick={onClose} />
      <div className="Modal__content">{children}</div>
    </div>
  );
}

export function Avatar({ onClick, initials }) {
  return <div className="Avatar" onClick={onClick}>{initials}</div>; // want "click-without-keyboard"
}

export function Swatch({ onPick }) {
  // Empty, but no ancestor handles keys: a control drawn by CSS.
  return <div className="Swatch" onClick={onPick} />; // want "click-without-keyboard"
}

export function SearchField({ onOpen }) {
  // Typing in the field clicks nothing: the handler is out of the keyboard's reach.
  return <div className="Search" onClick={onOpen}><input type="search" aria-label="Search" /></div>; // want "click-without-keyboard"
}
