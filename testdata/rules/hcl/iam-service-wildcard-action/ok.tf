data "aws_iam_policy_document" "app" {
  statement {
    effect    = "Allow"
    actions   = ["s3:GetObject", "s3:PutObject", "ec2:Describe*"]
    resources = ["${aws_s3_bucket.data.arn}/*"]
  }
  statement {
    effect    = "Deny"
    actions   = ["s3:*"]
    resources = [aws_s3_bucket.audit.arn]
  }
}

resource "aws_iam_policy" "deployer" {
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Deny"
      Action   = ["iam:*"]
      Resource = "*"
    }]
  })
}
