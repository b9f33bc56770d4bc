resource "aws_sagemaker_domain" "studio" { # want "hcl/sagemaker-network-exposed: app_network_access_type = PublicInternetOnly"
  domain_name             = "studio"
  auth_mode               = "IAM"
  vpc_id                  = aws_vpc.ml.id
  subnet_ids              = aws_subnet.ml[*].id
  app_network_access_type = "PublicInternetOnly"
  default_user_settings {
    execution_role = aws_iam_role.studio.arn
  }
}

resource "aws_sagemaker_model" "scorer" { # want "hcl/sagemaker-network-exposed: enable_network_isolation = false"
  name                     = "scorer"
  execution_role_arn       = aws_iam_role.model.arn
  enable_network_isolation = false
  primary_container {
    image = "123456789012.dkr.ecr.eu-west-1.amazonaws.com/scorer:1.0"
  }
}
