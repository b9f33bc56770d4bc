import React from 'react';

export class Timer extends React.Component {
  componentDidUpdate(prevProps) {
    this.setState({ ticks: this.state.ticks + 1 }); // want "setstate-in-update-lifecycle"
  }

  UNSAFE_componentWillUpdate(nextProps) {
    this.setState({ next: nextProps.value }); // want "setstate-in-update-lifecycle"
  }

  render() {
    return <span>{this.state.ticks}</span>;
  }
}
