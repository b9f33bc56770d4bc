import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import { Stack } from 'aws-cdk-lib';

export function ci(stack: Stack, repo: codebuild.ISource) {
  new codebuild.Project(stack, 'Build', {
    source: repo,
    visibility: codebuild.ProjectVisibility.PRIVATE,
  });
  new codebuild.PipelineProject(stack, 'Test', {});
}

// Not CodeBuild: a project model of the application itself.
class Project {
  constructor(public opts: { visibility: string }) {}
}
export const p = new Project({ visibility: 'PUBLIC_READ' });
