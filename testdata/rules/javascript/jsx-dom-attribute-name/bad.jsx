export function Field({ id, label }) {
  return (
    <div class="field"> {/* want "jsx-dom-attribute-name" */}
      <label for={id}>{label}</label> {/* want "jsx-dom-attribute-name" */}
      <input id={id} />
    </div>
  );
}
