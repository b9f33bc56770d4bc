class Counter extends React.Component {
  componentDidMount() {
    this.setState({ mounted: true });
  }
  render() {
    return <button onClick={() => this.setState({ n: this.state.n + 1 })}>{this.state.n}</button>;
  }
}
