import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import { CfnProject } from 'aws-cdk-lib/aws-codebuild';
import { Stack } from 'aws-cdk-lib';

export function ci(stack: Stack, repo: codebuild.ISource) {
  new codebuild.Project(stack, 'Build', {
    source: repo,
    visibility: codebuild.ProjectVisibility.PUBLIC_READ, // want "typescript/cdk-codebuild-public-builds"
    environmentVariables: { NPM_TOKEN: { value: 'npm/token', type: codebuild.BuildEnvironmentVariableType.SECRETS_MANAGER } },
  });
  new codebuild.PipelineProject(stack, 'Test', {
    visibility: codebuild.ProjectVisibility.PUBLIC_READ, // want "typescript/cdk-codebuild-public-builds"
  });
  new CfnProject(stack, 'Raw', {
    artifacts: { type: 'NO_ARTIFACTS' },
    environment: { computeType: 'BUILD_GENERAL1_SMALL', image: 'aws/codebuild/standard:7.0', type: 'LINUX_CONTAINER' },
    serviceRole: 'arn:aws:iam::123456789012:role/build',
    source: { type: 'GITHUB', location: 'https://github.com/acme/app' },
    visibility: 'PUBLIC_READ', // want "typescript/cdk-codebuild-public-builds"
  });
}
