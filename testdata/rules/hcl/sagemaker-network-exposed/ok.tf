resource "aws_sagemaker_domain" "studio" {
  domain_name             = "studio"
  auth_mode               = "IAM"
  vpc_id                  = aws_vpc.ml.id
  subnet_ids              = aws_subnet.ml[*].id
  app_network_access_type = "VpcOnly"
  default_user_settings {
    execution_role = aws_iam_role.studio.arn
  }
}

resource "aws_sagemaker_model" "scorer" {
  name                     = "scorer"
  execution_role_arn       = aws_iam_role.model.arn
  enable_network_isolation = true
  primary_container {
    image = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/scorer:1.0"
  }
}
