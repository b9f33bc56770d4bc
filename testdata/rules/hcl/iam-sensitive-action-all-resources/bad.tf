data "aws_iam_policy_document" "deployer" { # want "hcl/iam-sensitive-action-all-resources"
  statement {
    actions   = ["iam:PassRole", "ecs:RunTask"]
    resources = ["*"]
  }
}

resource "aws_iam_policy" "reader" { # want "hcl/iam-sensitive-action-all-resources"
  name = "reader"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue"]
        Resource = "*"
      },
    ]
  })
}

resource "aws_iam_role_policy" "ci" { # want "hcl/iam-sensitive-action-all-resources"
  role   = aws_iam_role.ci.id
  policy = <<EOF2
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

data "aws_iam_policy_document" "ops" { # want "hcl/iam-sensitive-action-all-resources"
  statement {
    actions   = ["s3:Get*"]
    resources = ["*"]
  }
}

data "aws_iam_policy_document" "hop" { # want "hcl/iam-sensitive-action-all-resources"
  statement {
    actions   = ["sts:AssumeRole"]
    resources = ["*"]
  }
}

data "aws_iam_policy_document" "analyst" { # want "hcl/iam-sensitive-action-all-resources"
  statement {
    actions   = ["redshift:GetClusterCredentials", "redshift:DescribeClusters"]
    resources = ["*"]
  }
}

resource "aws_iam_role_policy" "app_db" { # want "hcl/iam-sensitive-action-all-resources"
  name = "app-db"
  role = aws_iam_role.app.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = "rds-db:connect"
      Resource = "*"
    }]
  })
}

data "aws_iam_policy_document" "boundary_admin" { # want "hcl/iam-sensitive-action-all-resources"
  statement {
    actions   = ["iam:DeleteRolePermissionsBoundary", "iam:ListRoles"]
    resources = ["*"]
  }
}

resource "aws_iam_policy" "share_everything" { # want "hcl/iam-sensitive-action-all-resources"
  name = "share-everything"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["sqs:SetQueueAttributes", "sns:SetTopicAttributes", "ec2:ModifySnapshotAttribute"]
      Resource = "*"
    }]
  })
}

resource "aws_iam_role_policy" "keys" { # want "hcl/iam-sensitive-action-all-resources"
  name   = "keys"
  role   = aws_iam_role.app.id
  policy = <<EOT
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["kms:PutKeyPolicy", "kms:DescribeKey"],
      "Resource": "*"
    }
  ]
}
EOT
}
