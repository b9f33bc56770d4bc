class Counter extends React.Component {
  increment() {
    this.setState({ count: this.state.count + 1 }); // want "javascript/setstate-from-state"
  }
}

class Toggle extends React.Component {
  flip() {
    this.setState({ open: !this.state.open }); // want "javascript/setstate-from-state"
  }
}
