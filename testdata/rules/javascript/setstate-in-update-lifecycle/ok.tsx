import React from 'react';

type P = { userId: string };
type S = { user: string | null };

export class Profile extends React.Component<P, S> {
  componentDidMount() {
    this.setState({ user: null });
  }

  componentDidUpdate(prevProps: P) {
    if (this.props.userId !== prevProps.userId) {
      this.setState({ user: null });
    }
  }

  render() {
    return <span>{this.state.user}</span>;
  }
}
