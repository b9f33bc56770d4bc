export function Links({ onRun }) {
  return (
    <div>
      <a href="javascript:void(0)" onClick={onRun}>run</a>
      <a href="javascript:;">noop</a>
      <button onClick={onRun}>run</button>
      <a href="https://example.com/javascript:guide">guide</a>
    </div>
  );
}
