import React from 'react';

export class Editor extends React.Component {
  constructor(props) {
    super(props);
    this.state = { text: props.text, defaultMode: props.defaultMode }; // want "props-copied-to-state"
  }

  render() {
    return <textarea value={this.state.text} readOnly />;
  }
}
