import React from 'react';

export class Counter extends React.Component {
  state = { count: this.props.initialCount, open: false };
  render() {
    return <b>{this.state.count}</b>;
  }
}

export const Badge = React.memo(function Badge({ value }) {
  const [open] = React.useState(false);
  return <i>{open ? value : ''}</i>;
});
