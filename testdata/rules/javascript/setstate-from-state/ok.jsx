class Counter extends React.Component {
  increment() {
    this.setState((state) => ({ count: state.count + 1 }));
    this.setState({ loading: false });
  }
}

class Editor extends React.Component {
  stop() {
    this.setState({ selected: { ...this.state.selected, editing: false } });
  }
}
