class Panel extends React.Component {
  componentWillMount() { // want "javascript/react-legacy-api"
    this.load();
  }
  render() {
    return <div ref="box" />; // want "javascript/react-legacy-api"
  }
  measure() { return ReactDOM.findDOMNode(this).offsetWidth; } // want "javascript/react-legacy-api"
}
const Old = React.createClass({ render() { return <div />; } }); // want "javascript/react-legacy-api"
const Older = createReactClass({ render() { return <div />; } }); // want "javascript/react-legacy-api"
Old.propTypes = { name: React.PropTypes.string }; // want "javascript/react-legacy-api"
class Provider extends React.Component {
  getChildContext() { // want "javascript/react-legacy-api"
    return { theme: 'dark' };
  }
  componentDidMount() { findDOMNode(this).focus(); } // want "javascript/react-legacy-api"
}
class Loader extends React.Component {
  done(data) {
    if (this.isMounted()) { // want "javascript/react-legacy-api"
      this.setState({ data });
    }
  }
}
