export function Toolbar({ label }: { label: string }) {
  return (
    <div>
      <button aria-label={label}>Save</button>
      <button aria-label="Save the draft">{label}</button>
      <button aria-label="Publish">Send</button> {/* want "label-in-name" */}
    </div>
  );
}
