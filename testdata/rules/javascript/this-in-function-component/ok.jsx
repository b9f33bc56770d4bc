import React from 'react';

export function Greeting(props) {
  return <h1>Hello {props.name}</h1>;
}

export class Legacy extends React.Component {
  render() {
    function Inner() {
      return <b>{this.props.title}</b>;
    }
    return <h1>{this.props.title}</h1>;
  }
}

export function Point(x) {
  this.props = { x };
  return undefined;
}
