data "aws_iam_policy_document" "deployer" {
  statement {
    actions   = ["iam:PassRole"]
    resources = [aws_iam_role.task.arn]
  }
  # a condition narrows it to one service
  statement {
    actions   = ["iam:PassRole"]
    resources = ["*"]
    condition {
      test     = "StringEquals"
      variable = "iam:PassedToService"
      values   = ["ecs-tasks.amazonaws.com"]
    }
  }
  # read-only listing on "*" is what these actions need
  statement {
    actions   = ["s3:ListAllMyBuckets", "ec2:DescribeInstances"]
    resources = ["*"]
  }
  statement {
    effect    = "Deny"
    actions   = ["iam:PassRole"]
    resources = ["*"]
  }
}

# A resource policy: "*" is the key itself.
data "aws_iam_policy_document" "key" {
  statement {
    actions   = ["s3:GetObject"]
    resources = ["*"]
    principals {
      type        = "AWS"
      identifiers = [aws_iam_role.app.arn]
    }
  }
}

resource "aws_iam_policy" "reader" {
  name = "reader"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue"]
        Resource = aws_secretsmanager_secret.db.arn
      },
      {
        Effect   = "Allow"
        Action   = "ecr:GetAuthorizationToken"
        Resource = "*"
      },
    ]
  })
}

resource "aws_iam_role_policy" "ci" {
  role   = aws_iam_role.ci.id
  policy = <<EOF2
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject"],
      "Resource": "arn:aws:s3:::reports/*"
    }
  ]
}
EOF2
}

# GetAuthorizationToken has no resource to name: "*" is what AWS documents for it
data "aws_iam_policy_document" "ecr_login" {
  statement {
    actions   = ["ecr:GetAuthorizationToken"]
    resources = ["*"]
  }
}

resource "aws_iam_role_policy" "app_db" {
  name = "app-db"
  role = aws_iam_role.app.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = "rds-db:connect"
      Resource = "arn:aws:rds-db:eu-west-1:111122223333:dbuser:db-ABCDEFGHIJKL01234/app"
    }]
  })
}

data "aws_iam_policy_document" "boundary_admin" {
  statement {
    actions   = ["iam:DeleteRolePermissionsBoundary"]
    resources = ["arn:aws:iam::123456789012:role/sandbox-*"]
  }
}

resource "aws_iam_policy" "share_one_queue" {
  name = "share-one-queue"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["sqs:SetQueueAttributes"]
      Resource = aws_sqs_queue.jobs.arn
    }]
  })
}

data "aws_iam_policy_document" "ebs_grants" {
  statement {
    actions   = ["kms:CreateGrant"]
    resources = ["*"]
    condition {
      test     = "Bool"
      variable = "kms:GrantIsForAWSResource"
      values   = ["true"]
    }
  }
}
