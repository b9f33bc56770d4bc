data "aws_iam_policy_document" "external_dns_assume" { # want "hcl/iam-web-identity-trust-unrestricted: the trust statement"
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]

    principals {
      type        = "Federated"
      identifiers = [aws_iam_openid_connect_provider.eks.arn]
    }

    condition {
      test     = "StringEquals"
      variable = "${replace(aws_iam_openid_connect_provider.eks.url, "https://", "")}:aud"
      values   = ["sts.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "identity_pool_authenticated" { # want "hcl/iam-web-identity-trust-unrestricted: the trust statement"
  name = "identity-pool-authenticated"

  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect    = "Allow"
        Principal = { Federated = "cognito-identity.amazonaws.com" }
        Action    = "sts:AssumeRoleWithWebIdentity"
      }
    ]
  })
}

resource "aws_iam_role" "gitlab_deploy" { # want "hcl/iam-web-identity-trust-unrestricted: the trust statement"
  name = "gitlab-deploy"

  assume_role_policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Principal": {
        "Federated": "arn:aws:iam::123456789012:oidc-provider/gitlab.com"
      },
      "Action": "sts:AssumeRoleWithWebIdentity",
      "Condition": {
        "StringEquals": { "gitlab.com:aud": "https://gitlab.com" }
      }
    }
  ]
}
POLICY
}
