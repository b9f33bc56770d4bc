import React, { useMemo, useState } from 'react';

export class Swatch extends React.Component {
  constructor(props) {
    super(props);
    this.state = {
      textColor: contrastingColor(this.props.color), // want "props-copied-to-state"
      open: false,
    };
  }

  render() {
    return <span style={{ color: this.state.textColor }}>{this.props.children}</span>;
  }
}

export function Preview(props) {
  const [formatted] = useState(() => formatMarkdown(props.text)); // want "props-copied-to-state"
  const [summary] = useState(summarize(props.text)); // want "props-copied-to-state"
  return <article title={summary}>{formatted}</article>;
}

export class Clock extends React.Component {
  state = { label: formatTime(this.props.time) }; // want "props-copied-to-state"
  render() {
    return <time>{this.state.label}</time>;
  }
}
