resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  environment {
    compute_type    = "BUILD_GENERAL1_SMALL"
    image           = "aws/codebuild/standard:7.0"
    type            = "LINUX_CONTAINER"
    privileged_mode = false
  }
}
