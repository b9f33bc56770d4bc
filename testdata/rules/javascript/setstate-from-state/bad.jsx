class Counter extends React.Component {
  increment() {
    this.setState({ count: this.state.count + 1 }); // want "javascript/setstate-from-state"
  }
}
