class SearchBox extends React.Component {
  constructor(props) {
    this.state = { query: "" }; // want "javascript/this-before-super"
    super(props);
  }
}

const Timer = class extends EventEmitter {
  constructor(ms) {
    const started = this.now(); // want "javascript/this-before-super"
    super();
    this.started = started;
    this.ms = ms;
  }
};
