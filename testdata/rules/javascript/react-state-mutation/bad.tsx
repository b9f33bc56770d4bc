import { PureComponent } from 'react';

export class Timer extends PureComponent<Props, State> {
  tick(): void {
    this.state.seconds += 1; // want "javascript/react-state-mutation"
  }
}
