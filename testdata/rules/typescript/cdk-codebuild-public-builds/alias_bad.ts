import { Project as BuildProject, ProjectVisibility as Visibility } from 'aws-cdk-lib/aws-codebuild';
import { Construct } from 'constructs';

export class Ci extends Construct {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new BuildProject(this, 'Docs', {
      visibility: Visibility.PUBLIC_READ, // want "typescript/cdk-codebuild-public-builds"
    });
  }
}
