new codebuild.Project(this, 'Build', {
  environment: { buildImage: codebuild.LinuxBuildImage.STANDARD_7_0, privileged: true }, // want "javascript/cdk-codebuild-privileged"
});
