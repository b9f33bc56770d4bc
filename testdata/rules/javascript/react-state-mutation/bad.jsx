class Counter extends React.Component {
  increment() {
    this.state.count = this.state.count + 1; // want "javascript/react-state-mutation"
    this.state["count"] = 0; // want "javascript/react-state-mutation"
  }
}
