import React from 'react';

export class Clock extends React.Component {
  private timer?: ReturnType<typeof setInterval>;

  componentDidMount() {
    this.timer = setInterval(() => this.tick(), 1000);
  }

  componentWillUnmount() {
    clearInterval(this.timer);
  }

  tick() {}

  render() {
    return <span />;
  }
}

export class Store {
  componentdidmount() {}
}
