resource "aws_sagemaker_notebook_instance" "lab" { # want "hcl/notebook-root-access"
  name                   = "lab"
  role_arn               = aws_iam_role.notebook.arn
  instance_type          = "ml.t3.medium"
  direct_internet_access = "Disabled"
}

resource "aws_sagemaker_notebook_instance" "dev" { # want "hcl/notebook-root-access"
  name          = "dev"
  role_arn      = aws_iam_role.notebook.arn
  instance_type = "ml.t3.medium"
  root_access   = "Enabled"
}
