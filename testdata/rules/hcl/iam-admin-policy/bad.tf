data "aws_iam_policy_document" "admin" { # want "hcl/iam-admin-policy"
  statement {
    actions   = ["*"]
    resources = ["*"]
  }
}

resource "aws_iam_policy" "ci" { # want "hcl/iam-admin-policy"
  name = "ci"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = "*"
      Resource = "*"
    }]
  })
}

resource "aws_iam_role_policy" "deploy" { # want "hcl/iam-admin-policy"
  role   = aws_iam_role.deploy.id
  policy = <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Resource": "*",
      "Action": ["*"]
    }
  ]
}
EOF
}

resource "aws_iam_role_policy_attachment" "ci_admin" { # want "hcl/iam-admin-policy"
  role       = aws_iam_role.ci.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
}

resource "aws_ssoadmin_managed_policy_attachment" "admins" { # want "hcl/iam-admin-policy"
  instance_arn       = tolist(data.aws_ssoadmin_instances.this.arns)[0]
  managed_policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
  permission_set_arn = aws_ssoadmin_permission_set.ops.arn
}
