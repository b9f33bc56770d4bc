data "aws_iam_policy_document" "admin" {
  statement { # want "hcl/iam-admin-policy"
    actions   = ["*"]
    resources = ["*"]
  }
}

resource "aws_iam_policy" "ci" {
  name = "ci"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = "*" # want "hcl/iam-admin-policy"
      Resource = "*"
    }]
  })
}

resource "aws_iam_role_policy" "deploy" {
  role   = aws_iam_role.deploy.id
  policy = <<EOF # want "hcl/iam-admin-policy"
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

resource "aws_iam_role_policy_attachment" "ci_admin" {
  role       = aws_iam_role.ci.name
  policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess" # want "hcl/iam-admin-policy"
}

resource "aws_ssoadmin_managed_policy_attachment" "admins" {
  instance_arn       = tolist(data.aws_ssoadmin_instances.this.arns)[0]
  managed_policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess" # want "hcl/iam-admin-policy"
  permission_set_arn = aws_ssoadmin_permission_set.ops.arn
}
