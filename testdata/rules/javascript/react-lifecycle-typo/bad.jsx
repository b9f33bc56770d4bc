import React from 'react';

export class Clock extends React.Component {
  componentdidmount() { // want "react-lifecycle-typo"
    this.timer = setInterval(() => this.tick(), 1000);
  }

  componentWillUnMount() { // want "react-lifecycle-typo"
    clearInterval(this.timer);
  }

  tick() {}

  render() {
    return <span />;
  }
}
