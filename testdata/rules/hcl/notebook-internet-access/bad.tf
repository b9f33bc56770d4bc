resource "aws_sagemaker_notebook_instance" "lab" { # want "hcl/notebook-internet-access: aws_sagemaker_notebook_instance"
  name          = "lab"
  role_arn      = aws_iam_role.sagemaker.arn
  instance_type = "ml.t3.medium"
}

resource "aws_sagemaker_notebook_instance" "lab2" { # want "hcl/notebook-internet-access"
  name                   = "lab2"
  role_arn               = aws_iam_role.sagemaker.arn
  instance_type          = "ml.t3.medium"
  direct_internet_access = "Enabled"
}

resource "google_notebooks_instance" "nb" { # want "hcl/notebook-internet-access: google_notebooks_instance"
  name         = "nb"
  location     = "us-west1-a"
  machine_type = "e2-medium"
}
