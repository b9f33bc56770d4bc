import React, { useMemo, useState } from 'react';

export function Preview(props) {
  // computed while rendering, cached with the prop it depends on
  const formatted = useMemo(() => formatMarkdown(props.text), [props.text]);
  // the first value on purpose: the prop says so
  const [draft, setDraft] = useState(() => formatMarkdown(props.initialText));
  const [count] = useState(() => Number(props.defaultCount));
  // state that does not come from a prop
  const [open, setOpen] = useState(() => readStoredFlag('preview-open'));
  return <article onClick={() => setOpen(!open)}>{formatted}{draft}{count}</article>;
}

export class Clock extends React.Component {
  state = { label: formatTime(this.props.initialTime), ticks: countTicks(0) };
  render() {
    return <time>{this.state.label}</time>;
  }
}
