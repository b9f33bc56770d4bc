class Panel extends React.Component {
  componentWillMount() { // want "javascript/react-legacy-api"
    this.load();
  }
  render() {
    return <div ref="box" />; // want "javascript/react-legacy-api"
  }
  measure() { return ReactDOM.findDOMNode(this).offsetWidth; } // want "javascript/react-legacy-api"
}
