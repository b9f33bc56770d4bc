data "aws_iam_policy_document" "deployer" { # want "hcl/iam-sensitive-action-wildcard-arn: the statement grants"
  statement {
    sid       = "PassTaskRoles"
    actions   = ["iam:PassRole"]
    resources = ["arn:aws:iam::${data.aws_caller_identity.current.account_id}:role/*"]
  }
}

resource "aws_iam_policy" "reader" { # want "hcl/iam-sensitive-action-wildcard-arn: the statement grants"
  name = "reader"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["s3:GetObject", "s3:ListBucket"]
        Resource = ["arn:aws:s3:::*"]
      },
    ]
  })
}

resource "aws_iam_role_policy" "app" { # want "hcl/iam-sensitive-action-wildcard-arn: the statement grants"
  name = "app"
  role = aws_iam_role.app.id

  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["secretsmanager:GetSecretValue"],
      "Resource": "arn:aws:secretsmanager:*:*:secret:*"
    }
  ]
}
POLICY
}
