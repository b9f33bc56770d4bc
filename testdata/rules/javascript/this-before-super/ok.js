class SearchBox extends React.Component {
  constructor(props) {
    super(props);
    this.state = { query: "" };
  }
}

class Timer extends EventEmitter {
  constructor(ms) {
    const onTick = () => this.emit("tick");
    super();
    this.ms = ms;
    this.onTick = onTick;
  }
  restart() {
    this.stop();
    super.start();
  }
}

class Plain {
  constructor() {
    this.ready = true;
  }
}
