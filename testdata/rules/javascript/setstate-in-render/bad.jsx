class Counter extends React.Component {
  render() {
    this.setState({ rendered: true }); // want "javascript/setstate-in-render"
    return <button onClick={() => this.setState({ n: this.state.n + 1 })}>{this.state.n}</button>;
  }
}
