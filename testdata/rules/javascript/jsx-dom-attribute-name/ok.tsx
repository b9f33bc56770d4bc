export function Field({ id, label }: { id: string; label: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Tooltip for={id} class="hint" />
    </div>
  );
}
