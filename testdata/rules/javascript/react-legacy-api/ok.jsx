class Panel extends React.Component {
  box = React.createRef();
  componentDidMount() {
    this.load();
  }
  render() {
    return <div ref={this.box} />;
  }
}
