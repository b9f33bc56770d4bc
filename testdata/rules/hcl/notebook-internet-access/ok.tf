resource "aws_sagemaker_notebook_instance" "lab" {
  name                   = "lab"
  role_arn               = aws_iam_role.sagemaker.arn
  instance_type          = "ml.t3.medium"
  subnet_id              = aws_subnet.private.id
  direct_internet_access = "Disabled"
}

resource "google_notebooks_instance" "nb" {
  name         = "nb"
  location     = "us-west1-a"
  machine_type = "e2-medium"
  no_public_ip = true
}
