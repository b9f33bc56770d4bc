resource "aws_sagemaker_notebook_instance" "lab" {
  name                   = "lab"
  role_arn               = aws_iam_role.notebook.arn
  instance_type          = "ml.t3.medium"
  direct_internet_access = "Disabled"
  root_access            = "Disabled"
}
