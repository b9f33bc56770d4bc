new codebuild.Project(this, 'Build', {
  environment: { buildImage: codebuild.LinuxBuildImage.STANDARD_7_0, privileged: false },
});
new ecs.ContainerDefinition(this, 'C', { taskDefinition, image, privileged: false });
