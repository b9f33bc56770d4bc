data "aws_iam_policy_document" "reader" {
  statement {
    actions   = ["s3:GetObject"]
    resources = ["${aws_s3_bucket.reports.arn}/*"]
  }
  # A guard rail: deny everything outside the allowed regions.
  statement {
    effect    = "Deny"
    actions   = ["*"]
    resources = ["*"]
    condition {
      test     = "StringNotEquals"
      variable = "aws:RequestedRegion"
      values   = ["eu-west-1"]
    }
  }
}

resource "aws_iam_policy" "ci" {
  name = "ci"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = "ecr:GetAuthorizationToken"
        Resource = "*"
      },
      {
        Effect   = "Allow"
        Action   = "*"
        Resource = aws_s3_bucket.artifacts.arn
      },
    ]
  })
}

resource "aws_iam_role_policy" "deploy" {
  role   = aws_iam_role.deploy.id
  policy = <<EOF
{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": "logs:*", "Resource": "*"}
  ]
}
EOF
}

resource "aws_iam_role_policy_attachment" "ci_read" {
  role       = aws_iam_role.ci.name
  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
}

# The FullAWSAccess service control policy grants nothing by itself: it only leaves identity policies in force.
resource "aws_organizations_policy" "full_access" {
  name = "FullAWSAccess"
  content = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "*", Resource = "*" }]
  })
}
