resource "aws_sagemaker_notebook_instance" "lab" { # want "hcl/ec2-imdsv1-allowed"
  name          = "lab"
  role_arn      = aws_iam_role.notebook.arn
  instance_type = "ml.t3.medium"
  instance_metadata_service_configuration {
    minimum_instance_metadata_service_version = "1"
  }
}
