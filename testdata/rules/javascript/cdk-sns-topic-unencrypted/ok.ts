export class Alerts extends Stack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = new kms.Key(this, 'Key', { enableKeyRotation: true });
    const topic = new sns.Topic(this, 'Alerts', { displayName: 'alerts', masterKey: key });
    const existing = sns.Topic.fromTopicArn(this, 'Existing', arn);
  }
}
const t = new Topic('chat-messages');
