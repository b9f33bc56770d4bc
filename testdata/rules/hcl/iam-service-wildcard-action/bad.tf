data "aws_iam_policy_document" "app" {
  statement {
    effect    = "Allow"
    actions   = ["s3:*"] # want "hcl/iam-service-wildcard-action"
    resources = [aws_s3_bucket.data.arn]
  }
}

resource "aws_iam_policy" "deployer" {
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["iam:*"] # want "hcl/iam-service-wildcard-action"
      Resource = "*"
    }]
  })
}
