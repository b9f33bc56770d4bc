export class Alerts extends Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const topic = new sns.Topic(this, 'Alerts', { displayName: 'alerts' }); // want "javascript/cdk-sns-topic-unencrypted"
    const t2 = new Topic(this, 'Events'); // want "javascript/cdk-sns-topic-unencrypted"
  }
}
