data "aws_iam_policy_document" "deployer" {
  statement { # want "hcl/iam-sensitive-action-all-resources"
    actions   = ["iam:PassRole", "ecs:RunTask"]
    resources = ["*"]
  }
}

resource "aws_iam_policy" "reader" {
  name = "reader"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue"] # want "hcl/iam-sensitive-action-all-resources"
        Resource = "*"
      },
    ]
  })
}

resource "aws_iam_role_policy" "ci" {
  role   = aws_iam_role.ci.id
  policy = <<EOF2 # want "hcl/iam-sensitive-action-all-resources"
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["iam:CreatePolicyVersion", "iam:SetDefaultPolicyVersion"],
      "Resource": "*"
    }
  ]
}
EOF2
}

data "aws_iam_policy_document" "ops" {
  statement { # want "hcl/iam-sensitive-action-all-resources"
    actions   = ["s3:Get*"]
    resources = ["*"]
  }
}
