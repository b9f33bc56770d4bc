import React from 'react';

export class Editor extends React.Component {
  state = { text: this.props.text }; // want "javascript/props-copied-to-state"
  render() {
    return <p>{this.state.text}</p>;
  }
}
