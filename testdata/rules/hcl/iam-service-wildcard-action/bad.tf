data "aws_iam_policy_document" "app" { # want "hcl/iam-service-wildcard-action"
  statement {
    effect    = "Allow"
    actions   = ["s3:*"]
    resources = [aws_s3_bucket.data.arn]
  }
}

resource "aws_iam_policy" "deployer" { # want "hcl/iam-service-wildcard-action"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["iam:*"]
      Resource = "*"
    }]
  })
}

resource "aws_iam_role_policy" "heredoc" { # want "hcl/iam-service-wildcard-action"
  name = "heredoc"
  role = aws_iam_role.app.id
  policy = <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:*"],
      "Resource": "arn:aws:s3:::acme-data/*",
      "Condition": { "Bool": { "aws:SecureTransport": "true" } }
    }
  ]
}
EOF
}
