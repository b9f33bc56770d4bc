import React from 'react';

export function Greeting(props: { name: string }) {
  return <h1>Hello {this.props.name}</h1>; // want "this-in-function-component"
}

export const Counter = () => {
  const onClick = () => console.log(this.state); // want "this-in-function-component"
  return <button onClick={onClick}>+</button>;
};
