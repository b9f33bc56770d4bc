data "aws_iam_policy_document" "deployer" {
  statement {
    sid       = "PassTaskRole"
    actions   = ["iam:PassRole"]
    resources = [aws_iam_role.task.arn]
  }

  # a name prefix narrows the roles to the application's own
  statement {
    sid       = "PassAppRoles"
    actions   = ["iam:PassRole"]
    resources = ["arn:aws:iam::${data.aws_caller_identity.current.account_id}:role/app-*"]
  }

  # a condition narrows who may receive the role
  statement {
    sid       = "PassToEcs"
    actions   = ["iam:PassRole"]
    resources = ["arn:aws:iam::*:role/*"]

    condition {
      test     = "StringEquals"
      variable = "iam:PassedToService"
      values   = ["ecs-tasks.amazonaws.com"]
    }
  }

  # a read-only action on every role is not an escalation
  statement {
    actions   = ["iam:GetRole"]
    resources = ["arn:aws:iam::*:role/*"]
  }
}

resource "aws_iam_policy" "reader" {
  name = "reader"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["s3:GetObject"]
        Resource = ["arn:aws:s3:::reports-bucket/*"]
      },
      {
        Effect   = "Deny"
        Action   = ["s3:GetObject"]
        Resource = ["arn:aws:s3:::*"]
      },
    ]
  })
}

resource "aws_iam_role_policy" "app" {
  name = "app"
  role = aws_iam_role.app.id

  policy = <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["secretsmanager:GetSecretValue"],
      "Resource": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:app/*"
    }
  ]
}
POLICY
}
