import { Project as BuildProject, ProjectVisibility } from 'aws-cdk-lib/aws-codebuild';
import { Construct } from 'constructs';

class Release {
  constructor(public opts: { visibility: string }) {}
}

export class Ci extends Construct {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new BuildProject(this, 'Docs', { visibility: ProjectVisibility.PRIVATE });
    new Release({ visibility: 'PUBLIC_READ' });
  }
}
