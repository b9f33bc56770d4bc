import React from 'react';

type P = { value: string; initialCount: number };

export class Editor extends React.Component<P, { value: string }> {
  state = { value: this.props.value }; // want "javascript/props-copied-to-state"
  render() {
    return <textarea value={this.state.value} readOnly />;
  }
}

export const Badge = React.memo(function Badge({ value }: P) {
  const [text] = React.useState(value); // want "javascript/props-copied-to-state"
  return <i>{text}</i>;
});

export class Counter extends React.Component<P, { count: number }> {
  state = { count: this.props.initialCount };
  render() {
    return <b>{this.state.count}</b>;
  }
}
