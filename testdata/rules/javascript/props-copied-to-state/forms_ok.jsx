import React, { useEffect, useState } from 'react';

export function Counter({ step }) {
  const [count, setCount] = useState(0);
  const [draft] = useState(() => '');
  return <button onClick={() => setCount(count + step)}>{count}{draft}</button>;
}

export class Editor extends React.Component {
  constructor(props) {
    super(props);
    this.state = { text: props.initialText, open: false };
  }

  render() {
    return <textarea value={this.state.text} readOnly />;
  }
}

export function ColorInput({ color, onChange }) {
  const [inner, setInner] = useState(color);
  useEffect(() => {
    setInner(color);
  }, [color]);
  return <input value={inner} onChange={(e) => { setInner(e.target.value); onChange(e.target.value); }} />;
}
