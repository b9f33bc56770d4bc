class Counter extends React.Component {
  constructor(props) {
    super(props);
    this.state = { count: 0 };
  }
  increment() {
    this.setState((s) => ({ count: s.count + 1 }));
  }
}
