class Panel extends React.Component {
  box = React.createRef();
  componentDidMount() {
    this.load();
  }
  render() {
    return <div ref={this.box} />;
  }
}
const Modern = (props) => <div {...props} />;
Modern.propTypes = { name: PropTypes.string };
const ThemeContext = React.createContext('light');
