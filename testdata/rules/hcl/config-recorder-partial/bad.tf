resource "aws_config_configuration_recorder" "main" { # want "hcl/config-recorder-partial" "hcl/config-recorder-partial"
  name     = "main"
  role_arn = aws_iam_role.config.arn
  recording_group {
    all_supported                 = false
    include_global_resource_types = false
    resource_types                = ["AWS::EC2::Instance"]
  }
}
